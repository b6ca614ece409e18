import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listPrerenderedPaths, readBuildId, writeBuildFiles } from './build-files.server.ts'
import { matchRouteRules } from './route-rules.ts'
import { writeTree } from '../../../tests/support/write-tree.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** A client build as React Router lays it out: a manifest, and a `.data` file per prerendered path. */
function fakeClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'))
  dirs.push(dir)
  const files: Record<string, string> = {
    'assets/manifest-1a2b3c4d.js':
      'window.__reactRouterManifest={"entry":{"module":"/assets/entry.client.js"},"routes":{},"url":"/assets/manifest-1a2b3c4d.js","version":"1a2b3c4d"};',
    'assets/root-x.js': '',
    '_root.data': '',
    'en.data': '',
    'en/index.html': '',
    'en/about.data': '',
    'en/about/index.html': '',
    'fr/salledepresse/2024-03-04.data': '',
    'sitemap.xml.data': '',
    'sitemap.xml': '',
  }
  return writeTree(dir, files)
}

describe('build files', () => {
  it('takes the build id from the client manifest’s version', () => {
    expect(readBuildId(fakeClientBuild())).toBe('1a2b3c4d')
  })

  it('lists prerendered paths from their .data files', () => {
    expect(listPrerenderedPaths(fakeClientBuild())).toEqual(['/', '/en', '/en/about', '/fr/salledepresse/2024-03-04', '/sitemap.xml'])
  })

  it('writes builds/latest.json and builds/meta/{id}.json with the route-rule matcher', () => {
    const dir = fakeClientBuild()
    writeBuildFiles(dir, () => 1_700_000_000_000)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'builds/latest.json'), 'utf8'))).toEqual({
      id: '1a2b3c4d',
      timestamp: 1_700_000_000_000,
    })
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'builds/meta/1a2b3c4d.json'), 'utf8'))
    expect(meta).toMatchObject({ id: '1a2b3c4d', timestamp: 1_700_000_000_000 })
    expect(matchRouteRules(meta.matcher, '/en/about')).toEqual({ prerender: true, ssr: false, cache: 'no-cache' })
    expect(matchRouteRules(meta.matcher, '/en/nope')).toEqual({ ssr: true, cache: 'no-cache' })
    expect(matchRouteRules(meta.matcher, '/assets/root-x.js')).toEqual({
      ssr: false,
      cache: 'public, max-age=31536000, immutable',
      document: true,
    })
    expect(matchRouteRules(meta.matcher, '/sitemap.xml')).toEqual({ prerender: true, ssr: false, cache: 'no-cache', document: true })
    expect(matchRouteRules(meta.matcher, '/assetsx')).toEqual({ ssr: true, cache: 'no-cache' })
  })

  it('fails loudly without a manifest', () => {
    const dir = fakeClientBuild()
    fs.rmSync(path.join(dir, 'assets/manifest-1a2b3c4d.js'))
    expect(() => writeBuildFiles(dir)).toThrow('No React Router manifest')
  })
})
