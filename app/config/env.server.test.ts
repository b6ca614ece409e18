import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SMTP_TIMEOUTS } from './smtp-timeouts.ts'
import { envDefaults, envSchema, OUTBOX_LEASE_MARGIN_MS, OUTBOX_LEASE_MIN_MS, parseEnv } from './env.server.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The README's configuration table: each row's variables (`A`, `B`) and their defaults (`x`, `y` or "none"). */
function readmeTable(): Map<string, string | undefined> {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  const table = new Map<string, string | undefined>()
  for (const row of rows) {
    const [names, defaults] = row.split(' | ').map((cell) => cell.replace(/^\| /, ''))
    const variables = [...names!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!)
    const values = defaults!.startsWith('none') ? [] : [...defaults!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
    variables.forEach((name, i) => table.set(name, values[i]))
  }
  return table
}

describe('the environment schema', () => {
  it('holds the same variables and defaults as the README’s configuration table', () => {
    const table = readmeTable()
    expect([...table.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort())
    expect(Object.fromEntries(table)).toEqual(envDefaults)
  })

  it('applies the documented defaults when nothing is set, and when a value is empty', () => {
    const unset = parseEnv({})
    const empty = parseEnv(Object.fromEntries(Object.keys(envDefaults).map((name) => [name, ''])))
    expect(empty).toEqual(unset)
    expect(unset).toMatchObject({
      SITE_URL: 'https://www.nordorapharma.ca',
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: 10_000,
      FORM_MAX_BYTES: 262_144,
    })
    // An empty PORT is unset (the server takes 3000), never 0, which would listen on any free port.
    expect(unset.PORT).toBeUndefined()
  })

  it('reads SITE_URL as one origin, the same for the build and the server', () => {
    expect(parseEnv({ SITE_URL: 'https://preview.example.ca/' }).SITE_URL).toBe('https://preview.example.ca')
    expect(() => parseEnv({ SITE_URL: 'https://example.ca/site' })).toThrow(/SITE_URL/)
  })

  const bad: Record<string, string> = {
    PORT: '0',
    MAX_CONNECTIONS_PER_ADDRESS: 'many',
    SITE_URL: 'www.example.ca',
    GTM_ID: 'gtm-abc12',
    NAVIGATION_ALLOWED_HOSTS: 'not a host!',
    DATABASE_URL: 'db host',
    SMTP_URL: 'mail',
    MAIL_TEAM_LANG: 'de',
    REDIS_URL: 'cache',
    FORM_RATE_LIMIT: 'ten',
    FORM_RATE_WINDOW_SECONDS: '0',
    FORM_MAX_BYTES: '100',
    FORM_ALLOWED_ORIGINS: 'nowhere',
    OUTBOX_POLL_MS: '1.5',
    OUTBOX_RETRY_BASE_MS: '-1',
    OUTBOX_RETRY_MAX_MS: 'soon',
    OUTBOX_LEASE_MS: '10',
    LOG_LEVEL: 'verbose',
    SHUTDOWN_GRACE_MS: '10s',
    NODE_ENV: 'prod',
  }
  it.each(Object.entries(bad))('refuses %s=%s in one line naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(
        `^Invalid configuration: ${name}=${JSON.stringify(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is refused: it must be [^\\n]+$`,
      ),
    )
  })

  it('refuses an outbox lease shorter than one SMTP delivery (10 s to connect, 30 s of socket silence) and its margin', () => {
    expect(OUTBOX_LEASE_MIN_MS).toBe(SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.socketTimeout + OUTBOX_LEASE_MARGIN_MS)
    expect(() => parseEnv({ OUTBOX_LEASE_MS: '1000' })).toThrow(
      /^Invalid configuration: OUTBOX_LEASE_MS="1000" is refused: it must be a whole number of milliseconds from 45000 up \(one SMTP delivery may take 40000 ms; shorter, an e-mail could be sent twice\)$/,
    )
    expect(() => parseEnv({ OUTBOX_LEASE_MS: String(OUTBOX_LEASE_MIN_MS - 1) })).toThrow(/OUTBOX_LEASE_MS/)
    expect(parseEnv({ OUTBOX_LEASE_MS: String(OUTBOX_LEASE_MIN_MS) }).OUTBOX_LEASE_MS).toBe(45_000)
    expect(parseEnv({}).OUTBOX_LEASE_MS).toBe(60_000)
  })

  it('names the accepted values', () => {
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL="verbose" is refused: it must be one of debug, info, warn, error')
    expect(() => parseEnv({ PORT: '' + 'abc' })).toThrow('PORT="abc" is refused: it must be a whole number from 1 to 65535')
  })
})

describe('the server with a bad setting', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['server/index.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    })

  it.each([
    ['SHUTDOWN_GRACE_MS', 'ten seconds'],
    ['LOG_LEVEL', 'verbose'],
    ['PORT', 'http'],
  ])('stops at start (exit 1) with one line naming %s', (name, value) => {
    const result = start({ [name]: value })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Invalid configuration: ${name}="${value}" is refused`)),
    ])
  })
})
