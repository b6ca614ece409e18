import { spawn, type StdioOptions } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The production server over the build with the staff area on, for the scripts that try it, picture it or time it:
 * its own port, data and mail folders, and the OpenID provider to sign in against (the test provider, or an
 * address never contacted when the sessions are made in the database).
 */
export function spawnStaffServer({
  port,
  dataDir,
  mailDir,
  oidc,
  databaseUrl = '',
  stdio = 'ignore',
  logLevel,
}: {
  port: number
  dataDir: string
  mailDir: string
  oidc: { issuer: string; clientId: string; clientSecret: string }
  databaseUrl?: string
  stdio?: StdioOptions
  logLevel?: string
}) {
  return spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    stdio,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      MAIL_DIR: mailDir,
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
      STAFF_OIDC_ISSUER: oidc.issuer,
      STAFF_OIDC_CLIENT_ID: oidc.clientId,
      STAFF_OIDC_CLIENT_SECRET: oidc.clientSecret,
    },
  })
}

/** Resolves once the server answers at `path` (`/healthz`, or `/healthz/ready` for its database too). */
export async function serverUp(url: string, path = '/healthz') {
  for (let i = 0; !(await fetch(url + path).catch(() => undefined))?.ok; i++) {
    if (i > 600) throw new Error(`the server at ${url} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
