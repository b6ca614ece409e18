/**
 * How long one SMTP delivery may take at most, in milliseconds: the connection (then the server's greeting), and
 * a silent socket after it. The mail transport (server/mail/transport.ts) sends with them, and the configuration
 * (app/config/env.server.ts) refuses an outbox lease shorter than a delivery: a second worker would take up an
 * e-mail still being sent and send it again. Kept here, not in the transport, so that the configuration, which
 * the pages' build reads too, never imports the mail library.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

/** The longest one delivery can hold its e-mail: connecting, then the socket's silence. */
export const SMTP_DELIVERY_MAX_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.socketTimeout
