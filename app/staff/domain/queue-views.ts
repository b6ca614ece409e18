/**
 * The work queue's views, each a question the team asks every day, in the order the queue shows them: what is
 * open (by the soonest deadline), what nobody owns, what is mine, the serious adverse events by their report's due
 * date, what is late for triage, the closures waiting for a second person, what looks like spam, and everything.
 */
export const queueViews = ['open', 'unassigned', 'mine', 'serious', 'triage-overdue', 'to-confirm', 'spam', 'all'] as const
export type QueueView = (typeof queueViews)[number]

/** The queue opens on the open cases, soonest deadline first. */
export const DEFAULT_VIEW: QueueView = 'open'

export const isQueueView = (value: unknown): value is QueueView => (queueViews as readonly unknown[]).includes(value)
