/**
 * Which of the press section's strings (app/i18n/screen-copy/) each press screen shows: its loader sends those and
 * no others, so a release does not carry the press room's words in its HTML, nor the room a release's.
 */
export const releaseCopyKeys = ['press.aboutCompany', 'press.mediaContact'] as const
/** The notice above an archived release: sent with archived releases only. */
export const archivedNoticeKeys = ['press.archived.title', 'press.archived.text'] as const
export const itemCopyKeys = [...releaseCopyKeys, 'press.print', 'press.backToList', 'press.backToArchives'] as const
export const printCopyKeys = [...releaseCopyKeys, 'press.printNow', 'press.backToRelease', 'press.webVersion'] as const
export const roomCopyKeys = ['press.empty', 'press.archivesLink', 'press.rss'] as const
export const archivesCopyKeys = ['press.yearHeading', 'press.empty', 'press.currentLink'] as const
