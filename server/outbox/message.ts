/** An e-mail as the outbox stores it: everything needed to send it again, exactly as first written. */
export type OutboxMessage = {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** Stable per message, so that a resend after a crash can be recognized as the same message. */
  messageId: string
  headers?: Record<string, string>
}
