import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApprovalLine } from '../../app/staff/domain/approval-record.ts'
import { checkApprovalRecord } from './approval-record.ts'
import { readReviewSettings } from './review-settings.ts'
import { twoApprovals } from '../../tests/support/approval-sign-off.ts'

const settings = readReviewSettings()
let repo: string
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.ca', ...args], { cwd: repo, encoding: 'utf8' }).trim()
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
}
const commit = (message: string) => {
  git('add', '-A')
  git('commit', '-q', '-m', message)
  return git('rev-parse', 'HEAD')
}
/** An editor's merge request merged with a merge commit, as GitLab does: the merge is the commit on `main`. */
const merge = (branch: string, file: string, text: string) => {
  git('checkout', '-q', '-b', branch)
  write(file, text)
  commit(`Update ${file}`)
  git('checkout', '-q', 'main')
  git('merge', '-q', '--no-ff', '-m', `Merge branch '${branch}'`, branch)
  return git('rev-parse', 'HEAD')
}
const line = (main: string, verdict: ApprovalLine['verdict'] = 'approved'): ApprovalLine => ({
  kind: 'approval',
  commit: main,
  commits: [main],
  mergeRequest: {
    iid: 12,
    title: 'A release',
    url: 'https://gitlab.example/web/site/-/merge_requests/12',
    author: { username: 'camille', name: 'Camille' },
  },
  files: ['content/press/en/2026-11-20.md'],
  verdict,
  ...twoApprovals,
})
const append = (entry: object) => fs.appendFileSync(path.join(repo, settings.record), `${JSON.stringify(entry)}\n`)

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'approval-record-'))
  git('init', '-q', '-b', 'main')
  // Content from before the record: reviewed in merge requests before it existed, so not checked.
  write('content/press/en/2020-01-01.md', 'old\n')
  commit('Content from before the record')
  write(settings.record, `${JSON.stringify({ kind: 'start', note: 'The record starts here.' })}\n`)
  commit('The approval record starts')
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

describe('the build’s approval record check', () => {
  it('passes the history from before the record, and changes that record nothing', () => {
    write('docs/editor-guide.en.md', 'guide\n')
    commit('The guide')
    expect(checkApprovalRecord(repo, settings)).toMatchObject({ ok: true, checked: 0, problems: [] })
  })

  it('refuses a content merge without its line, naming the commit and the files, and passes once the pipeline appends it', () => {
    const main = merge('cms/press/2026-11-20', 'content/press/en/2026-11-20.md', 'new\n')
    const refused = checkApprovalRecord(repo, settings)
    expect(refused.ok).toBe(false)
    expect(refused.problems).toEqual([
      {
        en: `${main.slice(0, 12)} changed content/press/en/2026-11-20.md without an approved line in the record`,
        fr: `${main.slice(0, 12)} a modifié content/press/en/2026-11-20.md sans ligne approuvée au registre`,
      },
    ])
    // The record job's commit on main: the record alone, which needs no line of its own.
    append(line(main))
    commit('Approval record: !12')
    expect(checkApprovalRecord(repo, settings)).toMatchObject({ ok: true, checked: 1 })
  })

  it('sees a push to main outside any merge request at the next build', () => {
    append(line(merge('cms/a', 'content/pages/en/about.md', 'about\n')))
    commit('Approval record: !12')
    write('public/documents/price-list.pdf', '%PDF')
    const bypass = commit('Pushed straight to main')
    expect(checkApprovalRecord(repo, settings).unrecorded).toEqual([{ commit: bypass, files: ['public/documents/price-list.pdf'] }])
  })

  it('refuses a line that records a merge without its approvals', () => {
    append(line(merge('cms/a', 'content/pages/en/about.md', 'about\n'), 'not approved'))
    commit('Approval record: !12')
    expect(checkApprovalRecord(repo, settings).ok).toBe(false)
  })

  it('refuses a record whose earlier lines were changed, in a commit or in the working tree', () => {
    const main = merge('cms/a', 'content/pages/en/about.md', 'about\n')
    append(line(main))
    commit('Approval record: !12')
    fs.writeFileSync(path.join(repo, settings.record), `${JSON.stringify(line(main))}\n`)
    expect(checkApprovalRecord(repo, settings).problems).toEqual([
      { en: 'the working tree changes earlier lines of the record', fr: 'la copie de travail modifie des lignes antérieures du registre' },
    ])
    const rewrite = commit('Tidy the record')
    expect(checkApprovalRecord(repo, settings).problems.map((p) => p.en)).toEqual([`${rewrite} changes earlier lines of the record`])
  })
})
