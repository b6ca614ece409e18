import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { approvalLineSchema, parseRecord } from '../../app/staff/domain/approval-record.ts'
import { checkApprovalRecord } from './approval-record.ts'
import { gitlabApi } from './gitlab-api.ts'
import { API_ROOT, recordedGitlab } from './recorded-gitlab.ts'
import { approvalLine, recordOnce } from './record-approval.ts'
import { readReviewSettings } from './review-settings.ts'
import { twoApprovals } from '../../tests/support/approval-sign-off.ts'

const settings = readReviewSettings()

const merge = '9d4f1e2c3b5a7d9f1e3c5b7a9d1f3e5c7b9a1d3f'
const change = { commit: merge, files: ['content/press/en/2026-11-20.md', 'content/press/fr/2026-11-20.md'] }
const now = new Date('2026-11-20T16:13:02.000Z')
const lineFor = (scenario: string) =>
  approvalLine(
    gitlabApi({ apiRoot: API_ROOT, token: 't', fetch: recordedGitlab(scenario) }),
    '42',
    change,
    readReviewSettings(),
    'main',
    now,
  )

describe('the record job’s line, from recorded GitLab API answers', () => {
  it('holds the change, its files, the approvers with their roles and times, and the commit', async () => {
    const line = await lineFor('merged')
    expect(approvalLineSchema.parse(line)).toEqual({
      kind: 'approval',
      commit: merge,
      commits: [merge],
      mergeRequest: {
        iid: 12,
        title: 'Press release: a bilingual line for pharmacists',
        url: 'https://gitlab.nordorapharma.ca/web/site/-/merge_requests/12',
        author: { username: 'camille.tremblay', name: 'Camille Tremblay' },
      },
      files: change.files,
      verdict: 'approved',
      ...twoApprovals,
    })
  })

  it('writes nothing for a commit no merged merge request brought to main', async () => {
    expect(await lineFor('pushed-to-main')).toBeUndefined()
  })
})

describe('the record job, on a clone of main', () => {
  let dir: string
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('appends the merge’s line, pushes it to main, and the build then passes; a second run records nothing', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'record-job-'))
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.ca', ...args], { cwd, encoding: 'utf8' }).trim()
    const write = (repo: string, file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
      fs.writeFileSync(path.join(repo, file), text)
    }
    // GitLab's copy of the project, and an editor's merge to main.
    const origin = path.join(dir, 'web', 'site.git')
    fs.mkdirSync(origin, { recursive: true })
    git(origin, 'init', '-q', '--bare', '-b', 'main')
    git(origin, 'config', 'receive.advertisePushOptions', 'true')
    const dev = path.join(dir, 'dev')
    git(dir, 'clone', '-q', origin, dev)
    write(dev, settings.record, `${JSON.stringify({ kind: 'start', note: 'The record starts here.' })}\n`)
    git(dev, 'add', '-A')
    git(dev, 'commit', '-q', '-m', 'The approval record starts')
    git(dev, 'checkout', '-q', '-b', 'cms/press/2026-11-20')
    for (const file of change.files) write(dev, file, 'A release\n')
    git(dev, 'add', '-A')
    git(dev, 'commit', '-q', '-m', 'A release')
    git(dev, 'checkout', '-q', 'main')
    git(dev, 'merge', '-q', '--no-ff', '-m', 'Merge branch cms/press/2026-11-20', 'cms/press/2026-11-20')
    const mergeSha = git(dev, 'rev-parse', 'HEAD')
    git(dev, 'push', '-q', 'origin', 'main')

    // The pipeline's checkout, and GitLab's answers about that merge.
    const ci = path.join(dir, 'ci')
    git(dir, 'clone', '-q', origin, ci)
    const answers = recordedGitlab('merged')
    const fetch = (url: string) => answers(url.replace(mergeSha, merge))
    const env = {
      CI_SERVER_URL: `file://${dir}`,
      CI_PROJECT_PATH: 'web/site',
      CI_API_V4_URL: API_ROOT,
      CI_PROJECT_ID: '42',
      CI_DEFAULT_BRANCH: 'main',
      REVIEW_API_TOKEN: 't',
      REVIEW_RECORD_TOKEN: 't',
    }
    expect(await recordOnce(env, settings, { root: ci, fetch })).toEqual({ pushed: true, missing: [], raced: false })

    const { lines } = parseRecord(git(origin, 'show', `main:${settings.record}`))
    expect(lines.map((line) => line.kind)).toEqual(['start', 'approval'])
    expect(lines[1]).toMatchObject({ commit: mergeSha, verdict: 'approved', mergeRequest: { iid: 12 } })
    const fresh = path.join(dir, 'fresh')
    git(dir, 'clone', '-q', origin, fresh)
    expect(checkApprovalRecord(fresh, settings)).toMatchObject({ ok: true, checked: 1 })
    expect(await recordOnce(env, settings, { root: ci, fetch })).toEqual({ pushed: false, missing: [], raced: false })
  })
})
