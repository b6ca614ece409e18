import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../app/config/env.server.ts'
import { buildDirProblem, buildSteps, runSteps, withBuildClock } from './build.ts'

const root = path.resolve(import.meta.dirname, '..')

describe('the build’s clock', () => {
  let dir: string | undefined
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  it('is read once, at the start, unless the build was given one', () => {
    const now = new Date('2026-12-01T11:59:30.250Z')
    expect(withBuildClock({ PATH: '/bin' }, now)).toEqual({ PATH: '/bin', BUILD_NOW: '2026-12-01T11:59:30.250Z' })
    expect(withBuildClock({ BUILD_NOW: '' }, now).BUILD_NOW).toBe('2026-12-01T11:59:30.250Z')
    expect(withBuildClock({ BUILD_NOW: '2026-12-01T07:00:00-05:00' }, now).BUILD_NOW).toBe('2026-12-01T07:00:00-05:00')
    // The value every step then reads through the checked environment.
    expect(parseEnv({ BUILD_NOW: withBuildClock({}, now).BUILD_NOW }).BUILD_NOW).toBe('2026-12-01T11:59:30.250Z')
  })

  it('is the same in every step, however long the steps take', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-clock-'))
    const seen = path.join(dir, 'seen')
    const step = [
      'node',
      '-e',
      `setTimeout(() => require('fs').appendFileSync(${JSON.stringify(seen)}, process.env.BUILD_NOW + '\\n'), 50)`,
    ]
    const { BUILD_NOW: _, ...unset } = process.env
    expect(runSteps([step, step, step], withBuildClock(unset))).toBe(0)
    const lines = fs.readFileSync(seen, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(new Set(lines).size).toBe(1)
    expect(Number.isNaN(Date.parse(lines[0]!))).toBe(false)
  })

  it('stops at the first step that fails, with its exit code', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-clock-'))
    const after = path.join(dir, 'after')
    expect(
      runSteps(
        [
          ['node', '-e', 'process.exit(3)'],
          ['node', '-e', `require('fs').writeFileSync(${JSON.stringify(after)}, '')`],
        ],
        {},
      ),
    ).toBe(3)
    expect(fs.existsSync(after)).toBe(false)
  })

  it('is what `npm run build` runs, every step of it', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
    expect(scripts.build).toBe('node scripts/build.ts')
    expect(buildSteps.map((step) => step.join(' '))).toEqual([
      'node scripts/check-facts.ts',
      'node scripts/review/check-approval-record.ts',
      'react-router build',
      'node scripts/check-server-bundle.ts',
      'node scripts/finalize-pages.ts',
      'node scripts/copy-cms.ts',
      'node scripts/review/copy-approval-record.ts',
      'node scripts/precompress.ts',
    ])
  })
})

describe('the build’s folder', () => {
  const project = path.resolve('/work/site')
  it('is any folder inside the project, named relative to it or in full', () => {
    for (const dir of ['build', 'build-preview', 'var/build-copy', path.join(project, 'build-e2e')])
      expect(buildDirProblem(dir, project)).toBeUndefined()
  })

  it('is refused outside the project, or as the project itself, saying why', () => {
    for (const dir of ['/tmp/build', '../build', '.', project])
      expect(buildDirProblem(dir, project)).toMatch(/not a folder inside the project .*node_modules/)
  })
})
