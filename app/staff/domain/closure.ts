/**
 * Why a case may be closed without reaching the safety system, from a fixed list: it repeats another case, a
 * medical review found no adverse event in it, or it is spam. An adverse event closed this way needs a second
 * member of the team to confirm (docs/decisions/0143).
 */
export const closeReasons = ['duplicate', 'not-adverse-event', 'spam'] as const
export type CloseReason = (typeof closeReasons)[number]

export const isCloseReason = (value: unknown): value is CloseReason => (closeReasons as readonly unknown[]).includes(value)

/**
 * A closure without transfer: asked for by one person, and, for an adverse event, confirmed by another (until
 * then `confirmedBy` is null and the case stays open).
 */
export type Closure = {
  reason: CloseReason
  /** The case this one repeats, for `duplicate`. */
  duplicateOf: string | null
  requestedBy: string
  /** Who asked, at the identity provider: never the one who confirms. */
  requesterSubject: string
  requestedAt: string
  confirmedBy: string | null
}
