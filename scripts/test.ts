/**
 * `npm test`: every check, stopping at the first stage that fails, with each step's wall time and a summary at the
 * end (CI prints them too: .ci/run). The type check, lint, unit tests, one build, and the end-to-end tests over that
 * build, the newcomer test among them (a clean clone run with the README's own commands, playwright.config.ts).
 *
 * Where a PostgreSQL or Redis server is given (`TEST_DATABASE_URL`, `REDIS_URL`), the unit tests run as two steps
 * side by side: every unit test with those variables unset, as on a bare machine (the proof that one passes, each
 * test needing a server listed as skipped with its reason), and the tests that need a server, with them. Each unit
 * test runs once.
 *
 * Usage: node scripts/test.ts   (npm test)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The servers' tests, by name: the storage tests' "… on postgres" and the rate limit's Redis store. */
export const SERVER_TESTS = 'on postgres|Redis'

/**
 * The test files that hold such tests: those that import the test backends (tests/support/test-databases.ts,
 * whose PostgreSQL entry names them "… on postgres") or read `process.env.REDIS_URL`. Given to Vitest by name, so that the servers' run does
 * not import and start the other files only to skip every test in them (minutes on two cores).
 */
export function serverTestFiles(dir = root): string[] {
  const found: string[] = []
  for (const top of ['app', 'server', 'scripts', 'tests']) {
    for (const entry of fs.readdirSync(path.join(dir, top), { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(entry) || entry.includes('node_modules')) continue
      const file = path.join(top, entry)
      if (/from '[^']*\/test-databases\.ts'|process\.env\.REDIS_URL/.test(fs.readFileSync(path.join(dir, file), 'utf8'))) found.push(file)
    }
  }
  return found.sort()
}

/** A step: its command, and the variables it runs without (`unset`). */
export type Step = { name: string; command: string[]; unset?: readonly string[] }

/** Steps run one after another, stopping at the first that fails; the lanes of a stage run side by side. */
export type Lane = Step[]

/** The variables that give the tests their servers. */
export const SERVER_VARIABLES = ['TEST_DATABASE_URL', 'REDIS_URL'] as const

/**
 * The steps in order, as stages of lanes: the lanes of a stage run side by side, and a stage starts when the one
 * before it has passed. On a two-core machine, steps share a stage where one leaves a core idle (docs/decisions/0204,
 * 0209): lint (one core, about twice the type check's time) beside the type check and then the build, which the
 * type check's end leaves a core for; and the two unit runs (the servers' tests mostly wait on PostgreSQL and on
 * processes they kill: about a quarter of their wall time is CPU, so they take two workers beside the bare run's two,
 * and end before it, where one worker made the stage wait half a minute on them alone). The newcomer test is one of the
 * end-to-end tests, in one of their workers: as a process of its own beside them it slowed them fourfold and made
 * their server starts time out (docs/decisions/0173).
 */
export function testStages(env: NodeJS.ProcessEnv = process.env): Lane[][] {
  const servers = SERVER_VARIABLES.some((name) => env[name])
  const unit: Lane[] = servers
    ? [
        [
          {
            name: 'unit tests as on a bare machine (no PostgreSQL or Redis)',
            command: ['npm', 'run', 'test:unit'],
            unset: SERVER_VARIABLES,
          },
        ],
        [
          {
            name: 'unit tests that need a server',
            command: ['npm', 'run', 'test:unit', '--', ...serverTestFiles(), '--testNamePattern', SERVER_TESTS, '--maxWorkers', '2'],
          },
        ],
      ]
    : [[{ name: 'unit tests', command: ['npm', 'run', 'test:unit'] }]]
  const typecheck: Step = { name: 'type check', command: ['npm', 'run', 'typecheck'] }
  const lint: Step = { name: 'lint', command: ['npm', 'run', 'lint'] }
  const build: Step = { name: 'build', command: ['npm', 'run', 'build'] }
  return [
    [[typecheck, build], [lint]],
    unit,
    [[{ name: 'end-to-end tests, the newcomer test among them', command: ['npm', 'run', 'test:e2e'] }]],
  ]
}

/** Every step, in the order their results are printed. */
export const testSteps = (env: NodeJS.ProcessEnv = process.env): Step[] => testStages(env).flat(2)

type Finished = { step: Step; seconds: number; status: number | null }

/**
 * Runs one step. The first lane of a stage writes to the terminal as it goes; the others keep their output and
 * print it whole when they end, so that no two steps' lines are mixed.
 */
function run(step: Step, live: boolean): Promise<Finished> {
  const start = Date.now()
  const env = { ...process.env }
  for (const name of step.unset ?? []) delete env[name]
  const child = spawn(step.command[0]!, step.command.slice(1), { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const kept: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (status) => {
      const seconds = Math.round((Date.now() - start) / 1000)
      if (!live) process.stdout.write(`\n== npm test: ${step.name} (ran beside the step above)\n${Buffer.concat(kept).toString()}`)
      console.log(`== npm test: ${step.name}: ${seconds} s`)
      resolve({ step, seconds, status })
    })
  })
}

/** Runs a lane's steps one after another, until one fails. */
async function runLane(lane: Lane, live: boolean): Promise<Finished[]> {
  const finished: Finished[] = []
  for (const step of lane) {
    const result = await run(step, live)
    finished.push(result)
    if (result.status !== 0) break
  }
  return finished
}

if (import.meta.main) {
  const times: string[] = []
  const started = Date.now()
  for (const stage of testStages()) {
    console.log(`\n== npm test: ${stage.map((lane) => lane.map((step) => step.name).join(', then ')).join(', beside it: ')}`)
    const finished = (await Promise.all(stage.map((lane, index) => runLane(lane, index === 0)))).flat()
    for (const { step, seconds } of finished)
      times.push(`${String(seconds).padStart(4)} s  ${step.name}${stage.length > 1 ? ' (side by side)' : ''}`)
    const failed = finished.find(({ status }) => status !== 0)
    if (failed) {
      console.log(`\n== npm test: ${failed.step.name} failed\n${times.join('\n')}`)
      process.exit(failed.status ?? 1)
    }
  }
  console.log(
    `\n== npm test: every step passed\n${times.join('\n')}\n${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  in all`,
  )
}
