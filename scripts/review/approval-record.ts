import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseRecord, type RecordProblem } from '../../app/staff/domain/approval-record.ts'
import { isRecorded, type ReviewSettings } from './review-settings.ts'

/**
 * The approval record (docs/decisions/0191): one JSON line per merge to `main` that changed recorded files, appended
 * by the pipeline, never rewritten. The record starts at the commit that adds the file: what `main` held before was
 * reviewed in merge requests before the record existed. A production build refuses a history where a recorded
 * change has no approved line, or where a version of the file is not the previous one with lines added.
 */

const git = (repo: string, args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })

/** The first-parent commit that added the record: where it starts. */
export function recordStart(repo: string, settings: ReviewSettings): string | undefined {
  return git(repo, ['log', '--first-parent', '--diff-filter=A', '--format=%H', 'HEAD', '--', settings.record])
    .trim()
    .split('\n')
    .filter(Boolean)
    .at(-1)
}

/** Each first-parent commit after `start` (a merge compared with `main` before it) and the recorded files it changed. */
export function recordedChanges(repo: string, start: string, settings: ReviewSettings): { commit: string; files: string[] }[] {
  const out = git(repo, [
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--no-renames',
    '--format=@%H',
    '--name-only',
    `${start}..HEAD`,
  ])
  const changes: { commit: string; files: string[] }[] = []
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) changes.push({ commit: line.slice(1), files: [] })
    else if (line.trim() && isRecorded(line.trim(), settings)) changes.at(-1)!.files.push(line.trim())
  }
  return changes.filter((change) => change.files.length > 0).reverse()
}

/** Versions of the record that are not the one before with lines added (the working tree's included). */
function rewrites(repo: string, start: string, settings: ReviewSettings): RecordProblem[] {
  const show = (ref: string) => {
    try {
      return git(repo, ['show', `${ref}:${settings.record}`])
    } catch {
      return ''
    }
  }
  const commits = git(repo, ['log', '--first-parent', '--format=%H', `${start}..HEAD`, '--', settings.record])
    .split('\n')
    .filter(Boolean)
  const found: RecordProblem[] = commits
    .filter((commit) => !show(commit).startsWith(show(`${commit}^`)))
    .map((commit) => ({ en: commit, fr: commit }))
  const working = fs.readFileSync(path.join(repo, settings.record), 'utf8')
  if (!working.startsWith(show('HEAD'))) found.unshift({ en: 'the working tree', fr: 'la copie de travail' })
  return found
}

export type RecordCheck = {
  ok: boolean
  start?: string
  checked: number
  problems: RecordProblem[]
  unrecorded: { commit: string; files: string[] }[]
}

/** The build's check: every recorded change after the start has an approved line, and the record only grew. */
export function checkApprovalRecord(repo: string, settings: ReviewSettings): RecordCheck {
  const file = path.join(repo, settings.record)
  if (git(repo, ['rev-parse', '--is-shallow-repository']).trim() === 'true')
    return failed({
      en: 'the clone is shallow: the history cannot be checked',
      fr: 'le clone est partiel\u00a0: l’historique ne peut être vérifié',
    })
  const start = recordStart(repo, settings)
  if (!start || !fs.existsSync(file))
    return failed({ en: `${settings.record} is not in the history`, fr: `${settings.record} n’est pas dans l’historique` })
  const { lines, problems } = parseRecord(fs.readFileSync(file, 'utf8'))
  for (const rewrite of rewrites(repo, start, settings))
    problems.push({
      en: `${rewrite.en} changes earlier lines of the record`,
      fr: `${rewrite.fr} modifie des lignes antérieures du registre`,
    })
  const approved = new Set(
    lines.flatMap((line) =>
      (line.kind === 'approval' && line.verdict === 'approved') || line.kind === 'acknowledgement' ? line.commits : [],
    ),
  )
  const changes = recordedChanges(repo, start, settings)
  const unrecorded = changes.filter((change) => !approved.has(change.commit))
  for (const { commit, files } of unrecorded)
    problems.push({
      en: `${commit.slice(0, 12)} changed ${files.join(', ')} without an approved line in the record`,
      fr: `${commit.slice(0, 12)} a modifié ${files.join(', ')} sans ligne approuvée au registre`,
    })
  return { ok: problems.length === 0, start, checked: changes.length, problems, unrecorded }
}

const failed = (problem: RecordProblem): RecordCheck => ({ ok: false, checked: 0, problems: [problem], unrecorded: [] })
