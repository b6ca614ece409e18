import { company } from '../content/company.ts'
import { localeTag } from '../i18n/locales.ts'
import { getPage, listPress } from '../content/content.server.ts'
import { escapeXml } from '../content/escape-xml.ts'
import { href } from '../routing/paths.ts'
import { pressFeeds, type Lang } from '../routing/route-table.ts'
import { absoluteUrl } from './page-meta.ts'

/** RFC 822 dates, as RSS 2.0 requires; releases carry a calendar day, published at noon Eastern. */
const rssDate = (isoDay: string) => new Date(`${isoDay}T17:00:00Z`).toUTCString()

/** The RSS 2.0 feed of a language's press releases, current and archived, newest first. */
export function pressFeedXml(lang: Lang): string {
  const releases = [...listPress(lang, { archived: false }), ...listPress(lang, { archived: true })]
  const room = getPage('press-room', lang)
  const items = releases.map((release) => {
    const link = absoluteUrl(href(release.archived ? 'archived-press-item' : 'press-item', lang, { id: release.id }))
    return [
      '    <item>',
      `      <title>${escapeXml(release.listingTitle ?? release.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`${company.name}:${release.id}:${lang}`)}</guid>`,
      `      <pubDate>${rssDate(release.published)}</pubDate>`,
      `      <description>${escapeXml(release.listingSummary ?? release.summary)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${room?.title ?? ''} | ${company.name}`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(href('press-room', lang)))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(pressFeeds[lang]))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(room?.description ?? '')}</description>`,
    // RSS 2.0 writes the language's tag in lower case, as its list of allowed values does.
    `    <language>${localeTag(lang).toLowerCase()}</language>`,
    ...(releases[0] ? [`    <lastBuildDate>${rssDate(releases[0].published)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
