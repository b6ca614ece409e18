import { spawnSync } from 'node:child_process'
import type { ResolveFnOutput, ResolveHookContext } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { moduleFormatHook, packageTypes } from './module-format-hook.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('the package format hook', () => {
  it('answers as Node does for every relative import of the server’s packages, and answers most of them', () => {
    // A process of its own, where the hook under test runs beside Node's own resolution for each import and every
    // difference is written down, while the server's packages load.
    const script = `
      import nodeModule from 'node:module'
      const { moduleFormatHook } = await import(${JSON.stringify(pathToFileURL(path.join(root, 'server/module-format-hook.ts')).href)})
      const ours = moduleFormatHook()
      const compared = { answered: 0, differences: [] }
      nodeModule.registerHooks({
        resolve(specifier, context, nextResolve) {
          const node = nextResolve(specifier, context)
          const answer = ours(specifier, context, () => undefined)
          if (answer) {
            compared.answered++
            if (answer.url !== node.url || answer.format !== node.format)
              compared.differences.push({ specifier, parent: context.parentURL, ours: answer, node: { url: node.url, format: node.format } })
          }
          return node
        },
      })
      for (const name of ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres', '@electric-sql/pglite', 'react-router', '@react-router/express', 'express', 'zod', 'pg', 'nodemailer', 'yaml', 'openid-client'])
        await import(name)
      console.log(JSON.stringify(compared))
    `
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: root, encoding: 'utf8' })
    expect(child.stderr).toBe('')
    const compared = JSON.parse(child.stdout) as { answered: number; differences: unknown[] }
    expect(compared.differences).toEqual([])
    // drizzle-orm's modules alone are over a hundred.
    expect(compared.answered).toBeGreaterThan(100)
  })

  const files: Record<string, string> = {
    '/site/package.json': '{"type":"module"}',
    '/site/node_modules/esm/package.json': '{"name":"esm","type":"module","exports":{".":"./index.js"}}',
    '/site/node_modules/esm/dist/cjs/package.json': '{"type":"commonjs"}',
    '/site/node_modules/untyped/package.json': '{"name":"untyped"}',
    '/site/node_modules/bare/lib/index.js': '',
    '/site/node_modules/broken/package.json': '{"type":',
  }
  const read = (file: string): string | undefined => files[file]
  const existing = new Set(['/site/node_modules/esm/b.js', '/site/node_modules/esm/c.mjs', '/site/node_modules/esm/dist/cjs/d.js'])
  const hook = moduleFormatHook(packageTypes(read), (file) => existing.has(file))
  const toNode = (): ResolveFnOutput => ({ url: 'node:', format: 'node decides' })
  const context = (parent: string, overrides: Partial<ResolveHookContext> = {}): ResolveHookContext => ({
    conditions: ['node', 'import', 'module-sync', 'node-addons'],
    importAttributes: {},
    parentURL: pathToFileURL(parent).href,
    ...overrides,
  })

  it.each([
    ['./b.js', '/site/node_modules/esm/a.js', 'module'],
    ['./c.mjs', '/site/node_modules/esm/a.js', 'module'],
    ['./d.js', '/site/node_modules/esm/dist/cjs/x.js', 'commonjs'],
    ['../../b.js', '/site/node_modules/esm/dist/cjs/x.js', 'module'],
  ])('gives %s from %s the format its package names (%s)', (specifier, parent, format) => {
    const answer = hook(specifier, context(parent), toNode)
    expect(answer).toEqual({ url: pathToFileURL(path.resolve(path.dirname(parent), specifier)).href, format, shortCircuit: true })
  })

  it.each([
    ['a bare specifier', 'esm', context('/site/node_modules/esm/a.js')],
    ['an import from the site’s own code', './b.js', context('/site/app.js')],
    ['a require', './b.js', context('/site/node_modules/esm/a.js', { conditions: ['require', 'node'] })],
    ['an import with attributes', './b.js', context('/site/node_modules/esm/a.js', { importAttributes: { type: 'json' } })],
    ['a missing file', './gone.js', context('/site/node_modules/esm/a.js')],
    ['a file without an extension Node reads alone', './data.json', context('/site/node_modules/esm/a.js')],
    ['a package without a type', './b.js', context('/site/node_modules/untyped/a.js')],
    ['a folder without package.json under node_modules', './index.js', context('/site/node_modules/bare/lib/a.js')],
    ['a package.json Node would refuse', './b.js', context('/site/node_modules/broken/a.js')],
    ['a query', './b.js?v=1', context('/site/node_modules/esm/a.js')],
  ])('leaves %s to Node', (_, specifier, ctx) => {
    expect(hook(specifier, ctx, toNode)).toEqual(toNode())
  })

  it('reads each package.json once, and never the site’s own above node_modules', () => {
    const reads: string[] = []
    const typeOf = packageTypes((file) => (reads.push(file), read(file)))
    expect(typeOf('/site/node_modules/esm/dist')).toBe('module')
    expect(typeOf('/site/node_modules/esm/dist/esm')).toBe('module')
    expect(typeOf('/site/node_modules/esm')).toBe('module')
    expect(typeOf('/site/node_modules/bare/lib')).toBeUndefined()
    expect(reads).toEqual([
      '/site/node_modules/esm/dist/package.json',
      '/site/node_modules/esm/package.json',
      '/site/node_modules/esm/dist/esm/package.json',
      '/site/node_modules/bare/lib/package.json',
      '/site/node_modules/bare/package.json',
    ])
  })
})
