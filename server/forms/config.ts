import crypto from 'node:crypto'
import path from 'node:path'
import { company } from '../../app/content/company.ts'
import { DEFAULT_MAX_FORM_BYTES } from '../../app/forms/services.ts'
import type { Lang } from '../../app/routing/route-table.ts'

/** Everything the forms read from the environment; README's configuration table lists the same. */
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
  trustProxy: boolean | number | string
  outbox: { pollMs: number; retryBaseMs: number; retryMaxMs: number; leaseMs: number }
}

function number(env: Record<string, string | undefined>, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`)
  return value
}

function origin(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(`${name} must hold absolute URLs, not "${value}"`)
  }
}

/** `TRUST_PROXY`: unset → no proxy; a number → that many hops; anything else → Express's list syntax (`loopback`, addresses). */
function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  return /^\d+$/.test(raw) ? Number(raw) : raw
}

export function formsConfigFromEnv(env: Record<string, string | undefined> = process.env): FormsConfig {
  const allowed = new Set<string>()
  if (env.SITE_URL) allowed.add(origin('SITE_URL', env.SITE_URL))
  for (const item of (env.FORM_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean)) allowed.add(origin('FORM_ALLOWED_ORIGINS', item))
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || 'var/data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: path.resolve(env.MAIL_DIR || 'var/mail'),
    mailFrom: env.MAIL_FROM || `"${company.name}" <no-reply@nordorapharma.ca>`,
    teamAddresses: {
      contact: env.MAIL_TO_CONTACT || company.emails.info,
      'medical-information': env.MAIL_TO_MEDICAL_INFORMATION || company.emails.medicalInformation,
    },
    teamLang: env.MAIL_TEAM_LANG === 'fr' ? 'fr' : 'en',
    redisUrl: env.REDIS_URL || undefined,
    rateLimit: {
      limit: number(env, 'FORM_RATE_LIMIT', 20),
      windowMs: number(env, 'FORM_RATE_WINDOW_SECONDS', 600) * 1_000,
      // Servers of one site share counts through a fixed prefix; a test server takes its own.
      prefix: env.RATE_LIMIT_PREFIX || 'nordora:forms:',
    },
    maxBytes: number(env, 'FORM_MAX_BYTES', DEFAULT_MAX_FORM_BYTES, 1_024),
    allowedOrigins: allowed,
    trustProxy: trustProxy(env.TRUST_PROXY),
    outbox: {
      pollMs: number(env, 'OUTBOX_POLL_MS', 5_000, 10),
      retryBaseMs: number(env, 'OUTBOX_RETRY_BASE_MS', 5_000, 10),
      retryMaxMs: number(env, 'OUTBOX_RETRY_MAX_MS', 5 * 60_000, 10),
      leaseMs: number(env, 'OUTBOX_LEASE_MS', 60_000, 1_000),
    },
  }
}

/** A prefix no other process uses: for test servers sharing one Redis. */
export const uniquePrefix = (base = 'nordora:test:') => `${base}${crypto.randomBytes(6).toString('hex')}:`
