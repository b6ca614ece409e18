import { z } from 'zod'
import { company } from '../content/company.ts'
import { DEFAULT_MAX_FORM_BYTES } from '../forms/domain/services.ts'
import { invalidGtmIdMessage, isValidGtmId } from '../lib/gtm/gtm-id.ts'
import { parseHostList } from '../lib/navigation-guard/allowed-hosts.ts'
import { SMTP_DELIVERY_MAX_MS } from './smtp-timeouts.ts'

/**
 * Every environment variable the site reads, in one schema, parsed once at
 * start (docs/decisions/0090). An empty value counts as unset, so `PORT=` means
 * the default port and never "any free port". A value the site cannot run with
 * is refused with one line naming the variable and what it accepts.
 *
 * Plain TypeScript without Vite features: the server runs it as is, and the
 * build (vite.config.ts, react-router.config.ts, scripts/) imports it too.
 */

/** The documented default of each variable, as text, as an operator would write it; README's table lists the same. */
export const envDefaults = {
  PORT: '3000',
  HOST: undefined,
  MAX_CONNECTIONS_PER_ADDRESS: '256',
  SITE_URL: 'https://www.nordorapharma.ca',
  BUILD_DIR: 'build',
  CONTENT_DIR: 'content',
  BUILD_NOW: undefined,
  GTM_ID: undefined,
  NAVIGATION_ALLOWED_HOSTS: undefined,
  API_BASE: '/',
  DATABASE_URL: undefined,
  DATA_DIR: 'var/data',
  SMTP_URL: undefined,
  MAIL_DIR: 'var/mail',
  BACKUP_DIR: 'var/backups',
  MAIL_FROM: `"${company.name}" <no-reply@nordorapharma.ca>`,
  MAIL_TO_CONTACT: company.emails.info,
  MAIL_TO_MEDICAL_INFORMATION: company.emails.medicalInformation,
  MAIL_REPLY_FROM: `"${company.name}" <${company.emails.medicalInformation}>`,
  MAIL_TEAM_LANG: 'en',
  ANSWER_TARGET_BUSINESS_DAYS: '5',
  REDIS_URL: undefined,
  FORM_RATE_LIMIT: '20',
  FORM_RATE_WINDOW_SECONDS: '600',
  RATE_LIMIT_PREFIX: 'nordora:forms:',
  FORM_MAX_BYTES: String(DEFAULT_MAX_FORM_BYTES),
  FORM_ALLOWED_ORIGINS: undefined,
  TRUST_PROXY: undefined,
  OUTBOX_POLL_MS: '5000',
  OUTBOX_RETRY_BASE_MS: '5000',
  OUTBOX_RETRY_MAX_MS: '300000',
  OUTBOX_LEASE_MS: '60000',
  LOG_LEVEL: 'info',
  SHUTDOWN_GRACE_MS: '10000',
  NODE_ENV: undefined,
  STAFF_OIDC_ISSUER: undefined,
  STAFF_OIDC_CLIENT_ID: undefined,
  STAFF_OIDC_CLIENT_SECRET: undefined,
  STAFF_OIDC_ROLES_CLAIM: 'roles',
  CMS_GITLAB_URL: undefined,
  CMS_GITLAB_REPO: undefined,
  CMS_GITLAB_APP_ID: undefined,
  CMS_GITLAB_BRANCH: 'main',
} as const satisfies Record<string, string | undefined>

type Name = keyof typeof envDefaults

/** Unset and empty both take the documented default (itself checked by the same rule). */
const setting = <T extends z.ZodType>(name: Name, schema: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? envDefaults[name] : value), schema)

/** A variable without a default: empty counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`)

/**
 * The outbox lease outlasts one SMTP delivery (connect, then the socket’s silence: app/config/smtp-timeouts.ts) with
 * a margin for the database round trips around it; shorter, a second worker would send an e-mail still being sent.
 */
export const OUTBOX_LEASE_MARGIN_MS = 5_000
export const OUTBOX_LEASE_MIN_MS = SMTP_DELIVERY_MAX_MS + OUTBOX_LEASE_MARGIN_MS

const url = (what: string) => z.string().refine((value) => URL.canParse(value), what)

/** An http(s) origin; one trailing slash is allowed and dropped, a path is refused, so build and server agree. */
const origin = z
  .string()
  .refine(
    (value) =>
      URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).pathname === '/' && !new URL(value).search,
    'an http(s) origin such as https://www.example.ca, without a path',
  )
  .transform((value) => new URL(value).origin)

const hostList = z.string().transform((value, ctx) => {
  try {
    return parseHostList(value)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `host names separated by commas or spaces (${(error as Error).message})` })
    return z.NEVER
  }
})

const originList = z.string().transform((value, ctx) => {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const bad = items.find((item) => !URL.canParse(item))
  if (bad !== undefined) {
    ctx.addIssue({ code: 'custom', message: `absolute URLs separated by commas ("${bad}" is not one)` })
    return z.NEVER
  }
  return items.map((item) => new URL(item).origin)
})

/** Express's `trust proxy`: `false`, `true`, a number of hops, or its list syntax (`loopback`, addresses). */
const trustProxy = z.string().transform((raw): boolean | number | string => {
  if (raw === 'false') return false
  if (raw === 'true') return true
  return /^\d+$/.test(raw) ? Number(raw) : raw
})

/** An https URL, or http on this machine only: the tests' own services (identity provider, fake GitLab). */
const httpsOrLocalhost = (example: string) =>
  z.string().refine((value) => {
    if (!URL.canParse(value)) return false
    const { protocol, hostname } = new URL(value)
    return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
  }, `an https URL such as ${example} (http only for localhost)`)

export const envSchema = z.object({
  // No schema default: the production server takes 3000 (envDefaults.PORT), `npm run dev` Vite's usual 5173.
  PORT: unsetWhenEmpty(whole(1, 65_535)),
  HOST: unsetWhenEmpty(z.string()),
  // No schema default: 64, or none behind a proxy (TRUST_PROXY); server/http-server.ts decides.
  MAX_CONNECTIONS_PER_ADDRESS: unsetWhenEmpty(whole(0)),
  SITE_URL: setting('SITE_URL', origin),
  BUILD_DIR: setting('BUILD_DIR', z.string()),
  CONTENT_DIR: setting('CONTENT_DIR', z.string()),
  // The build's clock for scheduled releases (app/content/publication.ts); unset, the moment the build runs.
  BUILD_NOW: unsetWhenEmpty(z.iso.datetime({ offset: true, error: 'a date and time with its offset, such as 2026-12-01T07:00:00-05:00' })),
  GTM_ID: unsetWhenEmpty(
    z
      .string()
      .refine(isValidGtmId, { error: (issue) => `GTM- then upper-case letters or digits (${invalidGtmIdMessage(String(issue.input))})` }),
  ),
  NAVIGATION_ALLOWED_HOSTS: unsetWhenEmpty(hostList),
  API_BASE: setting('API_BASE', z.string()),
  DATABASE_URL: unsetWhenEmpty(url('a URL such as postgres://user:pass@host:5432/db')),
  DATA_DIR: setting('DATA_DIR', z.string()),
  SMTP_URL: unsetWhenEmpty(url('a URL such as smtp://user:pass@host:587')),
  MAIL_DIR: setting('MAIL_DIR', z.string()),
  // The backups and the journal of what was destroyed or sent since each (server/privacy/journal.ts, docs/decisions/0146).
  BACKUP_DIR: setting('BACKUP_DIR', z.string()),
  MAIL_FROM: setting('MAIL_FROM', z.string()),
  MAIL_TO_CONTACT: setting('MAIL_TO_CONTACT', z.string()),
  MAIL_TO_MEDICAL_INFORMATION: setting('MAIL_TO_MEDICAL_INFORMATION', z.string()),
  // The team's target for answering a request, in business days after day 0: what its figures count as within target.
  ANSWER_TARGET_BUSINESS_DAYS: setting('ANSWER_TARGET_BUSINESS_DAYS', whole(1, 60)),
  // The team's replies from a case come from an address people may answer, unlike MAIL_FROM's no-reply.
  MAIL_REPLY_FROM: setting(
    'MAIL_REPLY_FROM',
    z.string().regex(/@[^@\s>]+\.[^@\s>]+/, 'an e-mail address, with a name if wished: "Name" <name@example.ca>'),
  ),
  MAIL_TEAM_LANG: setting('MAIL_TEAM_LANG', z.enum(['en', 'fr'], 'one of en, fr')),
  REDIS_URL: unsetWhenEmpty(url('a URL such as redis://host:6379')),
  FORM_RATE_LIMIT: setting('FORM_RATE_LIMIT', whole(1)),
  FORM_RATE_WINDOW_SECONDS: setting('FORM_RATE_WINDOW_SECONDS', whole(1)),
  RATE_LIMIT_PREFIX: setting('RATE_LIMIT_PREFIX', z.string()),
  FORM_MAX_BYTES: setting('FORM_MAX_BYTES', whole(1_024)),
  FORM_ALLOWED_ORIGINS: unsetWhenEmpty(originList),
  TRUST_PROXY: unsetWhenEmpty(trustProxy),
  OUTBOX_POLL_MS: setting('OUTBOX_POLL_MS', whole(10)),
  OUTBOX_RETRY_BASE_MS: setting('OUTBOX_RETRY_BASE_MS', whole(10)),
  OUTBOX_RETRY_MAX_MS: setting('OUTBOX_RETRY_MAX_MS', whole(10)),
  OUTBOX_LEASE_MS: setting(
    'OUTBOX_LEASE_MS',
    z
      .string()
      .regex(/^\d+$/, `a whole number of milliseconds from ${OUTBOX_LEASE_MIN_MS} up`)
      .transform(Number)
      .refine(
        (n) => n >= OUTBOX_LEASE_MIN_MS,
        `a whole number of milliseconds from ${OUTBOX_LEASE_MIN_MS} up (one SMTP delivery may take ${SMTP_DELIVERY_MAX_MS} ms; shorter, an e-mail could be sent twice)`,
      ),
  ),
  LOG_LEVEL: setting('LOG_LEVEL', z.enum(['debug', 'info', 'warn', 'error'], 'one of debug, info, warn, error')),
  SHUTDOWN_GRACE_MS: setting('SHUTDOWN_GRACE_MS', whole(0)),
  NODE_ENV: unsetWhenEmpty(z.enum(['production', 'development', 'test'], 'one of production, development, test')),
  // The staff area exists only with all three set (server/staff/config.ts, docs/decisions/0110).
  // The staff identity provider's issuer (http for the tests' and `npm run staff:try`'s provider).
  STAFF_OIDC_ISSUER: unsetWhenEmpty(httpsOrLocalhost('https://login.example.ca/realms/staff')),
  STAFF_OIDC_CLIENT_ID: unsetWhenEmpty(z.string()),
  STAFF_OIDC_CLIENT_SECRET: unsetWhenEmpty(z.string()),
  STAFF_OIDC_ROLES_CLAIM: setting('STAFF_OIDC_ROLES_CLAIM', z.string().regex(/^[\w:./-]+$/, 'a claim name such as roles')),
  // The deployed CMS exists only with the first three set (server/cms/settings.ts, docs/decisions/0131).
  // http on this machine only: the tests' fake GitLab (tests/e2e/fake-gitlab.ts), as for the staff issuer.
  CMS_GITLAB_URL: unsetWhenEmpty(httpsOrLocalhost('https://gitlab.nordorapharma.ca')),
  CMS_GITLAB_REPO: unsetWhenEmpty(z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/, 'a project path such as web/site')),
  CMS_GITLAB_APP_ID: unsetWhenEmpty(z.string().regex(/^\w+$/, 'the application id GitLab gave the CMS')),
  CMS_GITLAB_BRANCH: setting('CMS_GITLAB_BRANCH', z.string().regex(/^[\w./-]+$/, 'a branch name such as main')),
})

export type Env = z.infer<typeof envSchema>
export type RawEnv = Record<string, string | undefined>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The environment, checked and typed. Throws a ConfigError whose message is one
 * line naming each bad variable, the value given and what it accepts.
 */
export function parseEnv(raw: RawEnv): Env {
  const result = envSchema.safeParse(raw)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `${name}=${JSON.stringify(raw[name])} is refused: it must be ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
}

let cached: Env | undefined
/** This process's environment, parsed on first use: the one place that reads `process.env`. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** For the server entries: a bad setting stops the process at start, with its one line on stderr. */
export function envOrExit(): Env {
  try {
    return env()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
