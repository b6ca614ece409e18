import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { OutboxMessage } from '../outbox/message.ts'
import { SMTP_TIMEOUTS } from '../../app/config/smtp-timeouts.ts'

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
