import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_VARIABLES, serverTestFiles, testStages, testSteps } from './test.ts'

const root = path.resolve(import.meta.dirname, '..')
const withServers = { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', REDIS_URL: 'redis://127.0.0.1:6379' }

describe('npm test where PostgreSQL and Redis are given', () => {
  it('runs, of the unit tests, the files that hold a test needing PostgreSQL or Redis, and no other', () => {
    const files = serverTestFiles()
    expect(files).toEqual(expect.arrayContaining(['server/outbox/crash.test.ts', 'server/forms/guard.test.ts', 'scripts/backup.test.ts']))
    // Every test file that runs a suite per backend ("… on $name") is one of them; this file is not.
    const perBackend = fs
      .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          file.endsWith('.test.ts') && fs.readFileSync(path.join(root, 'server', file), 'utf8').includes('describe.each(testBackends)'),
      )
      .map((file) => `server/${file}`)
    expect(perBackend.length).toBeGreaterThan(10)
    expect(files).toEqual(expect.arrayContaining(perBackend))
    expect(files).not.toContain('scripts/test.test.ts')
    const unit = testSteps(withServers).find((step) => step.name === 'unit tests that need a server')!
    expect(unit.command).toEqual(expect.arrayContaining([...files, '--testNamePattern']))
    expect(unit.unset).toBeUndefined()
  })

  it('also runs every unit test without the servers, as a bare machine would', () => {
    const bare = testSteps(withServers).find((step) => step.name.startsWith('unit tests as on a bare machine'))!
    expect(bare.command).toEqual(['npm', 'run', 'test:unit'])
    expect(bare.unset).toEqual(SERVER_VARIABLES)
  })

  it('is told by either variable', () => {
    for (const env of [{ TEST_DATABASE_URL: 'postgres://x' }, { REDIS_URL: 'redis://x' }])
      expect(testSteps(env).map((step) => step.name)).toContain('unit tests that need a server')
  })
})

describe('npm test on a bare machine', () => {
  it('runs every unit test once, in one step, with nothing unset', () => {
    const unit = testSteps({}).filter((step) => step.name.startsWith('unit tests'))
    expect(unit).toEqual([{ name: 'unit tests', command: ['npm', 'run', 'test:unit'] }])
  })
})

describe('npm test’s stages', () => {
  const names = (env: NodeJS.ProcessEnv) => testStages(env).map((stage) => stage.map((lane) => lane.map((step) => step.name)))

  it('runs every step once, the build before the tests that use it and after the type check', () => {
    for (const [env, count] of [
      [{}, 5],
      [withServers, 6],
    ] as const) {
      const steps = testSteps(env).map((step) => step.name)
      expect(new Set(steps).size).toBe(count)
      const stageOf = (name: string) => names(env).findIndex((stage) => stage.some((lane) => lane.includes(name)))
      expect(stageOf('build')).toBeLessThan(stageOf('end-to-end tests, the newcomer test among them'))
      expect(stageOf('build')).toBeLessThan(stageOf(steps.find((name) => name.startsWith('unit tests'))!))
      // In one lane, the type check first: a build is not started on code that does not type-check.
      expect(names(env)[stageOf('build')]!.find((lane) => lane.includes('build'))).toEqual(['type check', 'build'])
    }
  })

  it('runs side by side only lanes that leave a core idle: lint beside the type check and build, and the two unit runs', () => {
    const sideBySide = (env: NodeJS.ProcessEnv) => names(env).filter((stage) => stage.length > 1)
    expect(sideBySide({})).toEqual([[['type check', 'build'], ['lint']]])
    expect(sideBySide(withServers)).toEqual([
      [['type check', 'build'], ['lint']],
      [['unit tests as on a bare machine (no PostgreSQL or Redis)'], ['unit tests that need a server']],
    ])
  })

  it('runs the servers’ tests in two workers beside the bare run’s: they mostly wait', () => {
    const unit = testSteps(withServers).find((step) => step.name === 'unit tests that need a server')!
    expect(unit.command.slice(-2)).toEqual(['--maxWorkers', '2'])
  })
})
