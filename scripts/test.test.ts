import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverTestFiles, testStages, testSteps } from './test.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('npm test with UNIT_TESTS=servers', () => {
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
    const unit = testSteps({ UNIT_TESTS: 'servers' }).find((step) => step.name === 'unit tests that need a server')!
    expect(unit.command).toEqual(expect.arrayContaining([...files, '--testNamePattern']))
    expect(testSteps({}).find((step) => step.name === 'unit tests')!.command).toEqual(['npm', 'run', 'test:unit'])
  })
})

describe('npm test’s stages', () => {
  const names = (env: NodeJS.ProcessEnv) => testStages(env).map((stage) => stage.map((step) => step.name))

  it('runs every step once, the build before the tests that use it', () => {
    for (const env of [{}, { UNIT_TESTS: 'servers' }]) {
      const steps = testSteps(env).map((step) => step.name)
      expect(new Set(steps).size).toBe(6)
      const stageOf = (name: string) => names(env).findIndex((stage) => stage.includes(name))
      expect(stageOf('build')).toBeLessThan(stageOf('end-to-end tests'))
      expect(stageOf('build')).toBeLessThan(stageOf('newcomer test'))
      expect(stageOf('type check')).toBeLessThan(stageOf('build'))
    }
  })

  it('runs only the type check and lint side by side: on two cores, other steps slowed each other more than they overlapped', () => {
    for (const env of [{}, { UNIT_TESTS: 'servers' }])
      expect(names(env).filter((stage) => stage.length > 1)).toEqual([['type check', 'lint']])
  })
})
