import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { OutboxMessage } from '../db/submissions.ts'

export type Mailer = {
  /** Hands one message over; resolves once the SMTP server (or the disk) has accepted it. */
  send(message: OutboxMessage): Promise<void>
  close(): void
  /** For the log: where mail goes, without credentials. */
  target: string
}

const toMail = (message: OutboxMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  messageId: message.messageId,
  headers: message.headers,
})

/**
 * How long one SMTP delivery may take at most, in milliseconds: the connection (then the server's greeting), and
 * a silent socket after it. The outbox lease must outlast them (`OUTBOX_LEASE_MS`, app/config/env.server.ts), or
 * a second worker takes up an e-mail still being sent and sends it again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

/** The longest one delivery can hold its e-mail: connecting, then the socket's silence. */
export const SMTP_DELIVERY_MAX_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.socketTimeout

/** SMTP at `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`); a new connection per message, with timeouts. */
export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  const parsed = new URL(url)
  return {
    target: `${parsed.protocol}//${parsed.host}`,
    async send(message) {
      await transport.sendMail(toMail(message))
    },
    close: () => transport.close(),
  }
}

/** The .eml file a message becomes without SMTP: named by its message id, so that it can be found again. */
export function mailFileName(messageId: string): string {
  return `${messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_')}.eml`
}

/**
 * Without SMTP, each message becomes an .eml file in `dir` (var/mail), named
 * by its message id, so sending the same message again still leaves one file.
 */
export function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    target: dir,
    async send(message) {
      await fs.mkdir(dir, { recursive: true })
      const info = await transport.sendMail(toMail(message))
      const name = mailFileName(message.messageId)
      // Written aside then renamed: a crash never leaves half a message under the final name.
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`)
      await fs.writeFile(temporary, info.message as Buffer)
      await fs.rename(temporary, path.join(dir, name))
    },
    close: () => transport.close(),
  }
}
