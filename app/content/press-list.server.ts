import type { PressListItem } from '../components/press-list.tsx'
import { formatLongDate } from '../i18n/format-date.ts'
import { href } from '../routing/paths.ts'
import type { Lang } from '../routing/route-table.ts'
import { groupByYear, listPress } from './content.server.ts'

function toItem(lang: Lang, archived: boolean) {
  return (release: ReturnType<typeof listPress>[number]): PressListItem => ({
    id: release.id,
    title: release.listingTitle ?? release.title,
    summary: release.listingSummary ?? release.summary,
    published: release.published,
    publishedText: formatLongDate(release.published, lang),
    path: href(archived ? 'archived-press-item' : 'press-item', lang, { id: release.id }),
  })
}

/** Current releases, newest first. */
export function currentPressItems(lang: Lang): PressListItem[] {
  return listPress(lang, { archived: false }).map(toItem(lang, false))
}

/** Archived releases grouped by year, newest year first. */
export function archivedPressByYear(lang: Lang): { year: string; items: PressListItem[] }[] {
  return groupByYear(listPress(lang, { archived: true })).map(({ year, releases }) => ({ year, items: releases.map(toItem(lang, true)) }))
}
