import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareMailFolder } from './mail-folder.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function recorder() {
  const errors: { msg: string; fields?: Record<string, unknown> }[] = []
  return { errors, log: { info() {}, warn() {}, error: (msg: string, fields?: Record<string, unknown>) => errors.push({ msg, fields }) } }
}

describe('prepareMailFolder', () => {
  it('makes MAIL_DIR and its missing parents at start, as on a fresh clone', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-mail-'))
    dirs.push(root)
    const { errors, log } = recorder()
    expect(prepareMailFolder(path.join(root, 'var', 'mail'), log)).toBe(true)
    expect(fs.statSync(path.join(root, 'var', 'mail')).isDirectory()).toBe(true)
    expect(errors).toEqual([])
  })

  it('says in one line which folder cannot be made and what to do', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-mail-'))
    dirs.push(root)
    fs.writeFileSync(path.join(root, 'var'), '')
    const { errors, log } = recorder()
    const dir = path.join(root, 'var', 'mail')
    expect(prepareMailFolder(dir, log)).toBe(false)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toMatch(new RegExp(`^mail folder unusable: ${dir}: (ENOTDIR|EEXIST); .*set MAIL_DIR`))
  })
})
