import { generatePath } from 'react-router'
import { content } from '../content/content.server.ts'
import { escapeXml } from '../content/escape-xml.ts'
import { locales } from '../i18n/locales.ts'
import { languages, screens, type Lang } from '../routing/route-table.ts'
import { absoluteUrl } from './page-meta.ts'

type Entry = { paths: Partial<Record<Lang, string>>; lastmod: Partial<Record<Lang, string>> }

/** One entry per indexable page, each with its language alternates. */
export function sitemapEntries(): Entry[] {
  const { pages, press } = content()
  const entries: Entry[] = []
  for (const screen of screens) {
    if (('noindex' in screen && screen.noindex) || ('sitemap' in screen && screen.sitemap === false)) continue
    const patterns = screen.paths as Partial<Record<Lang, string>>
    if (!('params' in screen)) {
      const lastmod: Entry['lastmod'] = {}
      for (const lang of languages) lastmod[lang] = pages.get(`${lang}/${screen.name}`)?.dateModified
      entries.push({ paths: { ...patterns }, lastmod })
      continue
    }
    const archived = screen.params === 'archivedPressId'
    const ids = [...press.values()].filter((r) => r.lang === 'en' && r.archived === archived).map((r) => r.id)
    for (const id of ids) {
      const paths: Entry['paths'] = {}
      const lastmod: Entry['lastmod'] = {}
      for (const lang of languages) {
        const pattern = patterns[lang]
        if (pattern) paths[lang] = generatePath(pattern, { id })
        lastmod[lang] = press.get(`${lang}/${id}`)?.dateModified
      }
      entries.push({ paths, lastmod })
    }
  }
  return entries
}

export function sitemapXml(): string {
  const urls: string[] = []
  for (const entry of sitemapEntries()) {
    const alternates = languages.filter((l) => entry.paths[l])
    for (const lang of alternates) {
      const links =
        alternates.length > 1
          ? [
              ...alternates.map(
                (l) =>
                  `    <xhtml:link rel="alternate" hreflang="${locales[l].hreflang}" href="${escapeXml(absoluteUrl(entry.paths[l]!))}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(entry.paths.en!))}"/>`,
            ]
          : []
      const lastmod = entry.lastmod[lang] ? [`    <lastmod>${entry.lastmod[lang]}</lastmod>`] : []
      urls.push(['  <url>', `    <loc>${escapeXml(absoluteUrl(entry.paths[lang]!))}</loc>`, ...lastmod, ...links, '  </url>'].join('\n'))
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
