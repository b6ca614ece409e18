import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

describe('migrations', () => {
  const scratch = path.join('var', `migration-check-${crypto.randomBytes(4).toString('hex')}`)
  afterEach(() => fs.rmSync(path.join(root, scratch), { recursive: true, force: true }))

  it('are in step with the schema: drizzle-kit finds nothing left to generate', () => {
    // A copy, so that a forgotten migration fails here instead of being written into drizzle/.
    fs.cpSync(path.join(root, 'drizzle'), path.join(root, scratch), { recursive: true })
    const output = execFileSync(
      path.join(root, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--dialect', 'postgresql', '--schema', './server/db/schema.ts', '--out', `./${scratch}`],
      { cwd: root, encoding: 'utf8' },
    )
    expect(output).toContain('No schema changes')
  })
})
