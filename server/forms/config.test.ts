import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../app/config/env.server.ts'
import { formsConfigFromEnv } from './config.ts'

describe('formsConfigFromEnv', () => {
  it('has a default for everything: PGlite and .eml files under var/, memory rate limit', () => {
    const config = formsConfigFromEnv(parseEnv({}))
    expect(config).toMatchObject({
      databaseUrl: undefined,
      dataDir: path.resolve('var/data'),
      smtpUrl: undefined,
      mailDir: path.resolve('var/mail'),
      teamAddresses: { contact: 'info@nordorapharma.ca', 'medical-information': 'medinfo@nordorapharma.ca' },
      redisUrl: undefined,
      rateLimit: { limit: 20, windowMs: 600_000, prefix: 'nordora:forms:' },
      maxBytes: 262_144,
    })
    // SITE_URL has a default, the same public origin as the build's.
    expect([...config.allowedOrigins]).toEqual(['https://www.nordorapharma.ca'])
  })

  it('reads every setting', () => {
    const config = formsConfigFromEnv(
      parseEnv({
        DATABASE_URL: 'postgres://db/site',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_TO_CONTACT: 'contact@example.com',
        MAIL_TO_MEDICAL_INFORMATION: 'medinfo@example.com',
        REDIS_URL: 'redis://cache:6379',
        FORM_RATE_LIMIT: '3',
        FORM_RATE_WINDOW_SECONDS: '60',
        RATE_LIMIT_PREFIX: 'run-42:',
        SITE_URL: 'https://www.nordorapharma.ca/',
        FORM_ALLOWED_ORIGINS: 'https://preview.example, https://cdn.example/x',
        TRUST_PROXY: '1',
      }),
    )
    expect(config).toMatchObject({
      databaseUrl: 'postgres://db/site',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      teamAddresses: { contact: 'contact@example.com', 'medical-information': 'medinfo@example.com' },
      rateLimit: { limit: 3, windowMs: 60_000, prefix: 'run-42:' },
    })
    expect([...config.allowedOrigins]).toEqual(['https://www.nordorapharma.ca', 'https://preview.example', 'https://cdn.example'])
  })

  it('refuses settings it cannot read, naming them', () => {
    expect(() => formsConfigFromEnv(parseEnv({ FORM_RATE_LIMIT: 'ten' }))).toThrow(/FORM_RATE_LIMIT/)
    expect(() => formsConfigFromEnv(parseEnv({ FORM_ALLOWED_ORIGINS: 'nowhere' }))).toThrow(/FORM_ALLOWED_ORIGINS/)
  })
})
