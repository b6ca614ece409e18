/**
 * The `main` pipeline's record job (docs/decisions/0191): for each merge to `main` that changed recorded files and
 * has no line yet, reads its merge request's approvals from GitLab and appends a line to the approval record, then
 * pushes that commit to `main` (with ci.skip: the pipeline that ran this builds with the record as an artifact).
 * A change with no merge request is not recorded, and the job fails: the build that follows refuses it too.
 *
 * Usage (in CI): node scripts/review/record-approval.ts   with CI_API_V4_URL, CI_PROJECT_ID, CI_SERVER_URL,
 * CI_PROJECT_PATH, CI_DEFAULT_BRANCH, REVIEW_API_TOKEN (read_api) and REVIEW_RECORD_TOKEN (write_repository, allowed
 * to push to the protected `main`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseRecord, type ApprovalLine } from '../../app/staff/domain/approval-record.ts'
import { checkApprovalRecord } from './approval-record.ts'
import { approvalVerdict } from './approval-verdict.ts'
import { gitlabApi, type Fetch, type GitlabApi } from './gitlab-api.ts'
import { mergeRequestFacts } from './merge-request-facts.ts'
import { readReviewSettings, type ReviewSettings } from './review-settings.ts'

type CommitMergeRequest = { iid: number; state: string; target_branch: string; merged_at: string | null }

/** The line for one commit on `main`, or undefined when no merged merge request brought it. */
export async function approvalLine(
  api: GitlabApi,
  project: string,
  change: { commit: string; files: string[] },
  settings: ReviewSettings,
  branch: string,
  now: Date,
): Promise<ApprovalLine | undefined> {
  const found = await api.get<CommitMergeRequest[]>(
    `/projects/${encodeURIComponent(project)}/repository/commits/${change.commit}/merge_requests`,
  )
  const mr = found.find((candidate) => candidate.state === 'merged' && candidate.target_branch === branch)
  if (!mr) return undefined
  const facts = await mergeRequestFacts(api, project, mr.iid, settings)
  const verdict = approvalVerdict(facts, settings)
  const { iid, title, url, author } = facts.mergeRequest
  return {
    kind: 'approval',
    commit: change.commit,
    commits: [change.commit],
    mergeRequest: { iid, title, url, author },
    files: facts.files,
    verdict: verdict.ok ? 'approved' : 'not approved',
    approvals: verdict.counted.map(({ username, name, roles, at }) => ({ username, name, roles, at })),
    lastChangeAt: facts.lastChangeAt,
    mergedAt: mr.merged_at,
    recordedAt: now.toISOString(),
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../..')
export type RecordRun = { pushed: boolean; missing: string[]; raced: boolean }

/**
 * One attempt, in the clone `root`: `main` as it is now, a line per unrecorded change, one commit, one push.
 * `raced`: the push was refused (another merge got there first), so nothing was recorded.
 */
export async function recordOnce(
  env: NodeJS.ProcessEnv,
  settings: ReviewSettings,
  { root = projectRoot, fetch }: { root?: string; fetch?: Fetch } = {},
): Promise<RecordRun> {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Approval record', '-c', 'user.email=approval-record@invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim()
  const branch = env.CI_DEFAULT_BRANCH ?? 'main'
  // The project's address with the token as password (GitLab's scheme, host and port, whatever they are).
  const remoteUrl = new URL(`${env.CI_SERVER_URL!.replace(/\/$/, '')}/${env.CI_PROJECT_PATH}.git`)
  remoteUrl.username = 'approval-record'
  remoteUrl.password = env.REVIEW_RECORD_TOKEN!
  const remote = remoteUrl.toString()
  // Always on top of `main` as it is now: the record only grows, whichever pipeline gets there first.
  git('fetch', '-q', remote, branch)
  git('checkout', '-q', '-B', 'approval-record', 'FETCH_HEAD')
  const api = gitlabApi({ apiRoot: env.CI_API_V4_URL!, token: env.REVIEW_API_TOKEN!, fetch })
  const missing: string[] = []
  const lines: ApprovalLine[] = []
  // A change already on a line, approved or not, is not recorded twice: the record says what happened once.
  const { lines: recorded } = parseRecord(fs.readFileSync(path.join(root, settings.record), 'utf8'))
  const lined = new Set(recorded.flatMap((line) => (line.kind === 'start' ? [] : line.commits)))
  for (const change of checkApprovalRecord(root, settings).unrecorded.filter((c) => !lined.has(c.commit))) {
    const line = await approvalLine(api, env.CI_PROJECT_ID!, change, settings, branch, new Date())
    if (line) lines.push(line)
    else missing.push(change.commit)
  }
  if (lines.length === 0) return { pushed: false, missing, raced: false }
  fs.appendFileSync(path.join(root, settings.record), lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
  git('add', settings.record)
  git('commit', '-q', '-m', `Approval record: ${lines.map((line) => `!${line.mergeRequest.iid}`).join(', ')}`)
  try {
    git('push', '-q', '-o', 'ci.skip', remote, `HEAD:${branch}`)
    return { pushed: true, missing, raced: false }
  } catch {
    return { pushed: false, missing, raced: true }
  }
}

if (import.meta.main) {
  for (const name of ['CI_API_V4_URL', 'CI_PROJECT_ID', 'CI_SERVER_URL', 'CI_PROJECT_PATH', 'REVIEW_API_TOKEN', 'REVIEW_RECORD_TOKEN'])
    if (!process.env[name]) {
      console.error(`${name} is not set / ${name} n’est pas défini`)
      process.exit(2)
    }
  const settings = readReviewSettings()
  let result = await recordOnce(process.env, settings)
  // Another merge got to `main` between the fetch and the push: start again from the new `main`.
  for (let attempt = 0; attempt < 3 && result.raced; attempt++) result = await recordOnce(process.env, settings)
  for (const commit of result.missing)
    console.error(
      `${commit}: no merged merge request brought this change to main; it is not recorded / aucune demande de fusion fusionnée n’a apporté ce changement dans main\u202f; il n’est pas consigné`,
    )
  if (result.missing.length > 0 || result.raced) process.exit(1)
}
