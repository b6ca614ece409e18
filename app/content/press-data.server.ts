import { company } from './company.ts'
import { formatPhone } from './phone.ts'
import { getFragmentAsOf, getPage, getPressRelease } from './content.server.ts'
import type { Illustration } from './page-art.ts'
import type { Lang } from '../routing/route-table.ts'
import { requireScreen } from './page-data.server.ts'
import { notFound } from '../errors/app-error.ts'
import { formatLongDate } from '../i18n/format-date.ts'
import { href } from '../routing/paths.ts'
import { screenCopyOf, type ScreenCopy } from '../i18n/screen-copy.server.ts'
import { archivedNoticeKeys } from './press-copy.ts'

/**
 * A press release for the item and print screens. The page's own validity
 * check: the id must exist, and must be current under the press room path and
 * archived under the archives path, or the answer is a 404. With the strings of `copyKeys`: the web page's or
 * the print view's (press-copy.ts).
 */
export function loadPressItem<K extends keyof ScreenCopy>(url: URL, copyKeys: readonly K[]) {
  const match = requireScreen(url)
  const id = match.params.id ?? ''
  const wantsArchived = 'params' in match.screen && match.screen.params === 'archivedPressId'
  const release = getPressRelease(id, match.lang)
  if (!release || release.archived !== wantsArchived) throw notFound('invalid-page', url.pathname + url.search)
  const lang = match.lang
  const itemScreen = wantsArchived ? 'archived-press-item' : 'press-item'
  return {
    id,
    lang,
    copy: screenCopyOf(lang, copyKeys),
    title: release.title,
    description: release.summary,
    published: release.published,
    publishedText: formatLongDate(release.published, lang),
    dateModified: release.dateModified,
    html: release.html,
    archived: wantsArchived,
    // The archive's notice, in the words of an archived release only.
    archivedNotice: wantsArchived ? screenCopyOf(lang, archivedNoticeKeys) : null,
    boilerplate: getFragmentAsOf('press-boilerplate', lang, release.published) ?? '',
    media: { name: company.mediaContact.name, title: company.mediaContact.title[lang], email: company.emails.media, phone: formatPhone(company.phones.main, lang) },
    itemPath: href(itemScreen, lang, { id }),
    printPath: href(wantsArchived ? 'archived-press-item-print' : 'press-item-print', lang, { id }),
    listPath: href(wantsArchived ? 'press-archives' : 'press-room', lang),
    // A release is a page of the press room: the room's drawing, from the room's front matter.
    illustration: pressRoomIllustration(lang),
  }
}

function pressRoomIllustration(lang: Lang): Illustration | undefined {
  const room = getPage('press-room', lang)
  return room?.illustration ? { drawing: room.illustration } : undefined
}

/** A release as the screens show it; the strings around it come apart, with the translator of its screen's copy. */
export type PressItemData = Omit<ReturnType<typeof loadPressItem>, 'copy'>
