import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentProblems } from '../app/content/document-check.server.ts'
import { unconfirmedFacts } from '../app/content/unconfirmed-facts.server.ts'

const root = path.resolve(import.meta.dirname, '..')
const run = (nodeEnv: string) =>
  spawnSync(process.execPath, ['scripts/check-facts.ts'], { cwd: root, env: { ...process.env, NODE_ENV: nodeEnv }, encoding: 'utf8' })

describe('the build’s first step', () => {
  it('stops a production build on any placeholder, naming every unconfirmed fact and every sample document in one run', () => {
    const pending = [...unconfirmedFacts(), ...documentProblems()]
    const result = run('production')
    expect(result.status).toBe(pending.length > 0 ? 1 : 0)
    for (const item of pending) expect(result.stderr).toContain(item)
  })

  it('only lists them for any other build', () => {
    const result = run('test')
    expect(result.status).toBe(0)
    for (const item of documentProblems()) expect(result.stdout).toContain(item)
  })
})
