/**
 * Translation freshness (docs/decisions/0133): for each English and French pair of content files (pages, press
 * releases, fragments), whether one language changed after the other last did, from git's history. A file is
 * behind when its counterpart has a later change and it has none since; it is fresh again once it is changed
 * itself, or once a translator records that the change needs none in it: an entry of
 * content/data/translation-reviews.json (the CMS's "Translations" collection) naming the file and a day on or
 * after the counterpart's change.
 *
 * Uncommitted changes count as changed now. On a shallow clone the history is incomplete: the check says so and
 * passes, rather than report wrong dates.
 *
 * Usage: node scripts/translation-freshness.ts [--warn]   (exit 1 when a file is behind, unless --warn)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type Lagging = { behind: string; ahead: string; since: string; commit: string }
export type FreshnessReport = { shallow: boolean; pairs: number; lagging: Lagging[] }
export type TranslationReview = { file: string; reviewed: string; by: string; note?: string }

export const REVIEWS_FILE = 'data/translation-reviews.json'

/** The latest day each file was recorded as needing no change. */
function reviewedDays(repo: string, content: string): Map<string, string> {
  const file = path.join(repo, content, REVIEWS_FILE)
  const reviews = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { reviews: TranslationReview[] }).reviews : []
  const days = new Map<string, string>()
  for (const { file: reviewed, reviewed: day } of reviews) if (day > (days.get(reviewed) ?? '')) days.set(reviewed, day)
  return days
}

const kinds = ['pages', 'press', 'fragments'] as const
const UNCOMMITTED = 'uncommitted'

const git = (repo: string, args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** Every change of every file under `content`, newest first: one `git log` for the whole folder. */
function changesByFile(repo: string, content: string): Map<string, { date: string; commit: string }[]> {
  const changes = new Map<string, { date: string; commit: string }[]>()
  const add = (file: string, change: { date: string; commit: string }) => changes.set(file, [...(changes.get(file) ?? []), change])
  // Uncommitted edits first: they are the newest.
  for (const line of git(repo, ['status', '--porcelain', '--untracked-files=all', '--', content]).split('\n')) {
    if (line.length > 3) add(line.slice(3).trim(), { date: new Date().toISOString(), commit: UNCOMMITTED })
  }
  let current = { date: '', commit: '' }
  for (const line of git(repo, ['log', '--format=@%H %cI', '--name-only', '--no-renames', '--', content]).split('\n')) {
    if (line.startsWith('@')) {
      const [commit, date] = line.slice(1).split(' ')
      // In UTC, so that dates written with different offsets compare as text.
      current = { commit: commit!, date: new Date(date!).toISOString() }
    } else if (line.trim()) add(line.trim(), current)
  }
  return changes
}

/** The pairs of `content` (relative to `repo`) whose languages are out of step. */
export function translationFreshness(repo: string, content = 'content'): FreshnessReport {
  const shallow = git(repo, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
  const changes = changesByFile(repo, content)
  const reviewed = reviewedDays(repo, content)
  const lagging: Lagging[] = []
  let pairs = 0
  for (const kind of kinds) {
    const names = (lang: string) => {
      const dir = path.join(repo, content, kind, lang)
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.md')) : []
    }
    for (const name of names('en').filter((name) => names('fr').includes(name))) {
      pairs++
      const file = (lang: string) => path.posix.join(content, kind, lang, name)
      for (const [ahead, behind] of [
        [file('en'), file('fr')],
        [file('fr'), file('en')],
      ] as const) {
        const lastOfBehind = changes.get(behind)?.[0]?.date ?? ''
        // Changes of `ahead` since `behind` last changed; a review recorded on or after the newest one's day covers them.
        const newer = (changes.get(ahead) ?? []).filter((change) => change.date > lastOfBehind)
        if (newer.length === 0 || (reviewed.get(behind) ?? '') >= newer[0]!.date.slice(0, 10)) continue
        // The first of them: when `behind` fell behind.
        const since = newer.at(-1)
        if (since) lagging.push({ behind, ahead, since: since.date, commit: since.commit })
      }
    }
  }
  return { shallow, pairs, lagging }
}

export function describeLagging({ behind, ahead, since, commit }: Lagging): string {
  const when = commit === UNCOMMITTED ? 'in uncommitted changes' : `since ${since.slice(0, 10)} (commit ${commit.slice(0, 10)})`
  return `${behind} is behind ${ahead}: ${ahead} changed ${when} and ${behind} has not. Translate the change, or record in content/${REVIEWS_FILE} that ${behind} needs no change.`
}

if (import.meta.main) {
  const repo = path.resolve(import.meta.dirname, '..')
  const warnOnly = process.argv.includes('--warn')
  const report = translationFreshness(repo)
  if (report.shallow) {
    console.log(
      'translation freshness: this clone is shallow, so file dates are incomplete; not checked (fetch the whole history: git fetch --unshallow)',
    )
    process.exit(0)
  }
  for (const lagging of report.lagging) console.log(describeLagging(lagging))
  console.log(`translation freshness: ${report.pairs} pairs, ${report.lagging.length} behind`)
  if (report.lagging.length > 0 && !warnOnly) process.exit(1)
}
