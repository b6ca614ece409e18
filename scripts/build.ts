/**
 * `npm run build`: the build's steps, one process each, all on one clock. A release scheduled for 7:00 must be in
 * every file of a build or in none: the prerender list, the pages' loaders, the feeds and the search index written
 * at the end each ask the build's clock (app/content/publication.ts), in three processes, over minutes. So the clock
 * is read once, here, and handed to every step as `BUILD_NOW`; a `BUILD_NOW` already set is kept
 * (docs/decisions/0132).
 *
 * Usage: node scripts/build.ts   (npm run build)
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The steps, in order: a production build first stops on an unconfirmed fact (scripts/check-facts.ts) and on a
 * content change without its approval line (scripts/review/check-approval-record.ts).
 */
export const buildSteps: readonly (readonly string[])[] = [
  ['node', 'scripts/check-facts.ts'],
  ['node', 'scripts/review/check-approval-record.ts'],
  ['react-router', 'build'],
  ['node', 'scripts/check-server-bundle.ts'],
  ['node', 'scripts/finalize-pages.ts'],
  ['node', 'scripts/copy-cms.ts'],
  ['node', 'scripts/review/copy-approval-record.ts'],
  ['node', 'scripts/precompress.ts'],
]

/** The environment every step runs with: `BUILD_NOW` fixed to `now` unless given (an empty one counts as unset). */
export function withBuildClock(env: NodeJS.ProcessEnv, now: Date = new Date()): NodeJS.ProcessEnv {
  return env.BUILD_NOW ? env : { ...env, BUILD_NOW: now.toISOString() }
}

/**
 * Why `BUILD_DIR` cannot hold a build, or undefined when it can: the server bundle imports its packages by name, so
 * it must sit where Node finds the project's node_modules, inside the project.
 */
export function buildDirProblem(buildDir: string, project: string = root): string | undefined {
  const relative = path.relative(project, path.resolve(project, buildDir))
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative))
    return `BUILD_DIR=${buildDir} is not a folder inside the project (${project}): the server it builds imports its packages from the project's node_modules. Use a folder such as build-preview.`
  return undefined
}

/** Runs the steps one after the other with `env`, stopping at the first that fails; its exit code, or 0. */
export function runSteps(steps: readonly (readonly string[])[], env: NodeJS.ProcessEnv): number {
  // `node` is this Node (the project's 24, docs/decisions/0082); other commands come from node_modules/.bin.
  const stepEnv = { ...env, PATH: [path.join(root, 'node_modules', '.bin'), env.PATH].filter(Boolean).join(path.delimiter) }
  for (const [command, ...args] of steps) {
    const result = spawnSync(command === 'node' ? process.execPath : command!, args, { cwd: root, env: stepEnv, stdio: 'inherit' })
    if (result.error) throw result.error
    if (result.status !== 0) return result.status ?? 1
  }
  return 0
}

if (import.meta.main) {
  const env = withBuildClock(process.env)
  const problem = buildDirProblem(env.BUILD_DIR || 'build')
  if (problem) {
    console.error(`build: ${problem}`)
    process.exit(2)
  }
  console.log(`build: as of ${env.BUILD_NOW}`)
  process.exit(runSteps(buildSteps, env))
}
