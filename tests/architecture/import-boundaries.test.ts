import { describe, expect, it } from 'vitest'
import { serverOnlyImports, serverOnlyPackages } from '../../scripts/check-server-bundle.ts'
import { browserConditions, importCycles, readSource, sourcesUnder, type SourceFile } from '../support/import-graph.ts'

/**
 * The import graph's rules (docs/decisions/0092). Nothing under `app/` imports from `server/`, tests included: what
 * a page needs from the server reaches it through the router context (app/server-context.ts), and what both sides
 * share lives in `app/` where its name says so (app/config/smtp-timeouts.ts, say), so the pages' build never pulls
 * in the Express server or its packages. No module of `app/` imports a package only the server may use (the
 * build checks its bundle for the same list: scripts/check-server-bundle.ts). And no import cycle: a cycle makes
 * the order in which modules run depend on which one was imported first.
 */
function serverImportsFromApp(sources: SourceFile[]): string[] {
  return sources.flatMap((source) =>
    source.file.startsWith('app/')
      ? source.imports.filter((i) => i.file?.startsWith('server/')).map((i) => `${source.file} imports ${i.specifier}`)
      : [],
  )
}

function serverPackagesInApp(sources: SourceFile[]): string[] {
  return sources.flatMap((source) =>
    source.file.startsWith('app/')
      ? source.imports
          .filter((i) => i.file === undefined && serverOnlyImports(`import '${i.specifier}'`).length > 0)
          .map((i) => `${source.file} imports ${i.specifier}`)
      : [],
  )
}

describe('the import graph of app/ and server/', () => {
  const sources = sourcesUnder('app', 'server').map((file) => readSource(file))

  it('has no import from server/ anywhere under app/, tests included', () => {
    expect(serverImportsFromApp(sources)).toEqual([])
  })

  it('has no module under app/ importing a package only the server may use', () => {
    expect(serverPackagesInApp(sources)).toEqual([])
  })

  it('has no import cycle, # imports followed as the server and as the browser resolve them', () => {
    expect(importCycles(sources)).toEqual([])
    expect(importCycles(sourcesUnder('app').map((file) => readSource(file, undefined, browserConditions)))).toEqual([])
  })

  it('catches any module of app/ importing from server/, a type import and a server-only module too', () => {
    const sources = [
      readSource('app/components/card.tsx', "import { log } from '../../server/logger.ts'\n"),
      readSource('app/forms/components/field.tsx', "import type { Mailer } from '../../../server/mail/transport.ts'\n"),
      readSource('app/config/env.server.ts', "import { SMTP_DELIVERY_MAX_MS } from '../../server/mail/transport.ts'\n"),
      readSource('server/app.ts', "import { env } from '../app/config/env.server.ts'\n"),
    ]
    expect(serverImportsFromApp(sources)).toEqual([
      'app/components/card.tsx imports ../../server/logger.ts',
      'app/forms/components/field.tsx imports ../../../server/mail/transport.ts',
      'app/config/env.server.ts imports ../../server/mail/transport.ts',
    ])
  })

  it('catches a module of app/ importing a server-only package, and a bundle that imports one', () => {
    const sources = [
      readSource('app/config/mail.server.ts', "import nodemailer from 'nodemailer'\nimport { z } from 'zod'\n"),
      readSource('app/db.server.ts', "import { PGlite } from '@electric-sql/pglite'\nimport pg from 'pg'\n"),
    ]
    expect(serverPackagesInApp(sources)).toEqual([
      'app/config/mail.server.ts imports nodemailer',
      'app/db.server.ts imports @electric-sql/pglite',
      'app/db.server.ts imports pg',
    ])
    // As React Router's server bundle writes its imports: bare, named, and dynamic.
    const bundle =
      'import "nodemailer";\nimport { jsx } from "react/jsx-runtime";\nimport pg from "pg";\nconst m = await import("@electric-sql/pglite/vector");\nimport x from "pgp";\n'
    expect(serverOnlyImports(bundle)).toEqual(['@electric-sql/pglite', 'nodemailer', 'pg'])
    expect(serverOnlyPackages).toEqual(expect.arrayContaining(['nodemailer', 'pg', '@electric-sql/pglite']))
  })

  it('catches a cycle closed by a # import', () => {
    const sources = [
      readSource('app/i18n/catalogues.ts', "import { en } from './en.ts'\n"),
      readSource('app/i18n/en.ts', "import { catalogue } from '#i18n/catalogues'\n"),
    ]
    expect(importCycles(sources)).toEqual([['app/i18n/catalogues.ts', 'app/i18n/en.ts']])
  })

  it('catches a cycle through several modules, and not one closed only by a type import', () => {
    const sources = [
      readSource('app/a.ts', "import { b } from './b.ts'\n"),
      readSource('app/b.ts', "export { c as b } from './c.ts'\n"),
      readSource('app/c.ts', "import { a } from './a.ts'\n"),
      readSource('app/d.ts', "import { e } from './e.ts'\n"),
      readSource('app/e.ts', "import type { D } from './d.ts'\n"),
    ]
    expect(importCycles(sources)).toEqual([['app/a.ts', 'app/b.ts', 'app/c.ts']])
  })
})
