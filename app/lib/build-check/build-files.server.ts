import fs from 'node:fs'
import path from 'node:path'
import { buildMetaPath, LATEST_BUILD_PATH } from '../../config/constants.ts'
import type { LatestBuild } from './build-check.ts'
import { createRouteRulesMatcher, type RouteRulesMatcher } from './route-rules.ts'

/**
 * The build id is React Router's manifest version: the page already carries it
 * (`window.__reactRouterManifest.version`), and it changes whenever any client
 * code does. It is read back from the manifest file the client build wrote.
 */
export function readBuildId(clientDir: string): string {
  const assets = path.join(clientDir, 'assets')
  // The newest one, should an earlier build's manifest have been left behind.
  const file = fs
    .readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .sort((a, b) => fs.statSync(path.join(assets, b)).mtimeMs - fs.statSync(path.join(assets, a)).mtimeMs)[0]
  if (!file) throw new Error(`No React Router manifest in ${assets}`)
  const source = fs.readFileSync(path.join(assets, file), 'utf8')
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)
  const version = (JSON.parse(json) as { version?: unknown }).version
  if (typeof version !== 'string' || !version) throw new Error(`${file} has no version`)
  return version
}

/** Every prerendered path: React Router writes a `.data` file beside each one (`en/about.data` for /en/about). */
export function listPrerenderedPaths(clientDir: string): string[] {
  const paths: string[] = []
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.data')) continue
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    paths.push(relative === '_root.data' ? '/' : `/${relative.slice(0, -'.data'.length)}`)
  }
  return paths.sort()
}

export type BuildMeta = LatestBuild & { matcher: RouteRulesMatcher }

/** Writes builds/latest.json and builds/meta/{buildId}.json into the client build. */
export function writeBuildFiles(clientDir: string, now: () => number = Date.now): BuildMeta {
  const id = readBuildId(clientDir)
  const latest: LatestBuild = { id, timestamp: now() }
  const meta: BuildMeta = { ...latest, matcher: createRouteRulesMatcher(listPrerenderedPaths(clientDir)) }
  const write = (urlPath: string, value: unknown) => {
    const file = path.join(clientDir, ...urlPath.split('/').filter(Boolean))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${JSON.stringify(value)}\n`)
  }
  write(LATEST_BUILD_PATH, latest)
  write(buildMetaPath(id), meta)
  return meta
}
