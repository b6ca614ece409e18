import crypto from 'node:crypto'
import path from 'node:path'
import type { Env } from '../../app/config/env.server.ts'
import type { Lang } from '../../app/routing/route-table.ts'

/** The forms' settings; README's configuration table documents the variables they come from. */
export type FormsConfig = {
  databaseUrl?: string
  dataDir: string
  smtpUrl?: string
  mailDir: string
  mailFrom: string
  teamAddresses: { contact: string; 'medical-information': string }
  teamLang: Lang
  redisUrl?: string
  rateLimit: { limit: number; windowMs: number; prefix: string }
  maxBytes: number
  allowedOrigins: Set<string>
  outbox: { pollMs: number; retryBaseMs: number; retryMaxMs: number; leaseMs: number }
}

/** The forms' settings, from the environment that app/config/env.server.ts has already checked. */
export function formsConfigFromEnv(env: Env): FormsConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    mailDir: path.resolve(env.MAIL_DIR),
    mailFrom: env.MAIL_FROM,
    teamAddresses: { contact: env.MAIL_TO_CONTACT, 'medical-information': env.MAIL_TO_MEDICAL_INFORMATION },
    teamLang: env.MAIL_TEAM_LANG,
    redisUrl: env.REDIS_URL,
    rateLimit: {
      limit: env.FORM_RATE_LIMIT,
      windowMs: env.FORM_RATE_WINDOW_SECONDS * 1_000,
      // Servers of one site share counts through a fixed prefix; a test server takes its own.
      prefix: env.RATE_LIMIT_PREFIX,
    },
    maxBytes: env.FORM_MAX_BYTES,
    // SITE_URL is the public origin at run time as at build time: forms posted from it are always accepted.
    allowedOrigins: new Set([env.SITE_URL, ...(env.FORM_ALLOWED_ORIGINS ?? [])]),
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
    },
  }
}

/** A prefix no other process uses: for test servers sharing one Redis. */
export const uniquePrefix = (base = 'nordora:test:') => `${base}${crypto.randomBytes(6).toString('hex')}:`
