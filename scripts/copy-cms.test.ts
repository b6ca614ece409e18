import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheFolder, fillCache } from './copy-cms.ts'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A stand-in for Decap's dist folder: its bundle, a chunk, a source map and the licence. */
function fakeDist(text = 'window.CMS = {};\n'.repeat(500)): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-dist-'))
  made.push(dir)
  fs.writeFileSync(path.join(dir, 'decap-cms.js'), text)
  fs.writeFileSync(path.join(dir, '103.decap-cms.js'), text)
  fs.writeFileSync(path.join(dir, 'decap-cms.js.map'), '{}')
  fs.writeFileSync(path.join(dir, 'cms.js'), text)
  fs.writeFileSync(path.join(dir, 'decap-cms.js.LICENSE.txt'), 'MIT')
  return dir
}

function cacheIn(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-cache-'))
  made.push(dir)
  return path.join(dir, 'decap-cms', 'v1')
}

describe('the compressed copy of Decap CMS', () => {
  it('is written once, with the wanted files and their brotli and gzip copies, then reused as it is', async () => {
    const cache = cacheIn()
    expect(await fillCache(fakeDist(), cache)).toBe(false)
    expect(fs.readdirSync(cache).sort()).toEqual([
      '103.decap-cms.js',
      '103.decap-cms.js.br',
      '103.decap-cms.js.gz',
      'LICENSE.txt',
      'decap-cms.js',
      'decap-cms.js.br',
      'decap-cms.js.gz',
    ])
    const written = fs.statSync(path.join(cache, 'decap-cms.js.br')).mtimeMs
    // A second build with other bytes in the package's folder: the version is the same, so the copy is.
    expect(await fillCache(fakeDist('changed'), cache)).toBe(true)
    expect(fs.statSync(path.join(cache, 'decap-cms.js.br')).mtimeMs).toBe(written)
    expect(fs.readFileSync(path.join(cache, 'decap-cms.js'), 'utf8')).toContain('window.CMS')
  })

  it('is whole for two builds that start at once, and leaves no partial folder behind', async () => {
    const cache = cacheIn()
    const dist = fakeDist()
    await Promise.all([fillCache(dist, cache), fillCache(dist, cache)])
    expect(fs.readdirSync(cache)).toHaveLength(7)
    expect(fs.readdirSync(path.dirname(cache))).toEqual(['v1'])
  })

  it('is kept apart for each version of the package', () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-project-'))
    made.push(project)
    const pkg = path.join(project, 'node_modules', 'decap-cms', 'package.json')
    fs.mkdirSync(path.dirname(pkg), { recursive: true })
    fs.writeFileSync(pkg, JSON.stringify({ version: '3.9.0' }))
    const first = cacheFolder(project)
    fs.writeFileSync(pkg, JSON.stringify({ version: '3.10.0' }))
    expect(cacheFolder(project)).not.toBe(first)
    expect(cacheFolder(project)).toMatch(/node_modules\/\.cache\/decap-cms\/3\.10\.0-[0-9a-f]{16}$/)
  })
})
