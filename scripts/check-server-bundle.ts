/**
 * A build step: React Router's server bundle (`build/server/`) must import no package that only the Express server
 * needs (the mail library, the database drivers, …). The pages reach the server only through the router context
 * (app/server-context.ts); a bundle that imports `nodemailer` means some module under `app/` crossed into
 * `server/` and every page render now loads the mail stack. The import rules of tests/architecture catch it in the
 * sources; this catches it in what is shipped, whichever path it took.
 *
 * Usage: node scripts/check-server-bundle.ts   (a step of npm run build)
 */
import fs from 'node:fs'
import path from 'node:path'

/** Packages the pages never need: the Express server's, the database's and the mail's. */
export const serverOnlyPackages = [
  'nodemailer',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'express',
  'openid-client',
  '@redis/client',
  'rate-limit-redis',
  'express-rate-limit',
  'helmet',
  'compression',
  'smtp-server',
] as const

/** The server-only packages a bundle file imports (static `import`/`export … from`, bare `import "x"`, `import("x")`). */
export function serverOnlyImports(code: string): string[] {
  const found = new Set<string>()
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g
  for (const [, specifier] of code.matchAll(specifiers)) {
    const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!
    if ((serverOnlyPackages as readonly string[]).includes(name)) found.add(name)
  }
  return [...found].sort()
}

function bundleFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

if (import.meta.main) {
  const buildDir = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR || 'build')
  const files = bundleFiles(path.join(buildDir, 'server'))
  if (files.length === 0) {
    console.error(`check-server-bundle: no server bundle under ${path.join(buildDir, 'server')}`)
    process.exit(1)
  }
  const problems = files.flatMap((file) =>
    serverOnlyImports(fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(buildDir, file)} imports ${name}`),
  )
  if (problems.length > 0) {
    console.error(`The pages' server bundle imports what only the Express server may:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`server bundle: ${files.length} files, no server-only package`)
}
