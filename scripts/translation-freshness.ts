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
import { readFrontMatter } from '../app/content/front-matter.ts'

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
function changesByFile(repo: string, paths: string[]): Map<string, { date: string; commit: string }[]> {
  const changes = new Map<string, { date: string; commit: string }[]>()
  const add = (file: string, change: { date: string; commit: string }) => changes.set(file, [...(changes.get(file) ?? []), change])
  // Uncommitted edits first: they are the newest.
  for (const line of git(repo, ['status', '--porcelain', '--untracked-files=all', '--', ...paths]).split('\n')) {
    if (line.length > 3) add(line.slice(3).trim(), { date: new Date().toISOString(), commit: UNCOMMITTED })
  }
  let current = { date: '', commit: '' }
  for (const line of git(repo, ['log', '--format=@%H %cI', '--name-only', '--no-renames', '--', ...paths]).split('\n')) {
    if (line.startsWith('@')) {
      const [commit, date] = line.slice(1).split(' ')
      // In UTC, so that dates written with different offsets compare as text.
      current = { commit: commit!, date: new Date(date!).toISOString() }
    } else if (line.trim()) add(line.trim(), current)
  }
  return changes
}

type Change = { date: string; commit: string }

/**
 * What a version of a file says: its front matter (without empty fields) and its text. The CMS rewrites both
 * languages' files on every save, folding long lines and quoting differently; only a change in what a file says
 * counts.
 */
function meaning(text: string | undefined): string {
  if (text === undefined) return ''
  try {
    const { data, content } = readFrontMatter(text)
    const fields = Object.entries(data)
      .filter(([, value]) => value !== null && value !== '')
      .sort(([a], [b]) => a.localeCompare(b))
    return JSON.stringify([fields, content.trim()])
  } catch {
    return text
  }
}

/** The changes of a file that changed what it says, newest first, as far back as `until` (exclusive). */
function meaningfulChanges(repo: string, file: string, changes: Change[], until = '', limit = Infinity): Change[] {
  const versionAt = (change: Change | undefined): string | undefined => {
    if (!change) return undefined
    if (change.commit === UNCOMMITTED)
      return fs.existsSync(path.join(repo, file)) ? fs.readFileSync(path.join(repo, file), 'utf8') : undefined
    try {
      return git(repo, ['show', `${change.commit}:${file}`])
    } catch {
      return undefined
    }
  }
  const found: Change[] = []
  let newer = meaning(versionAt(changes[0]))
  for (let i = 0; i < changes.length && changes[i]!.date > until && found.length < limit; i++) {
    const older = meaning(versionAt(changes[i + 1]))
    if (older !== newer) found.push(changes[i]!)
    newer = older
  }
  return found
}

/**
 * The pairs of `content` (relative to `repo`) whose languages are out of step; with `only`, just the pairs
 * holding one of those files (the CMS asks about the entry being edited).
 */
export function translationFreshness(repo: string, content = 'content', only?: string[]): FreshnessReport {
  const shallow = git(repo, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
  const counterpart = (file: string) => file.replace(/\/(en|fr)\//, (_, lang: string) => `/${lang === 'en' ? 'fr' : 'en'}/`)
  const changes = changesByFile(repo, only ? only.flatMap((file) => [file, counterpart(file)]) : [content])
  const reviewed = reviewedDays(repo, content)
  const lagging: Lagging[] = []
  let pairs = 0
  for (const kind of kinds) {
    const names = (lang: string) => {
      const dir = path.join(repo, content, kind, lang)
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.md')) : []
    }
    for (const name of names('en').filter((name) => names('fr').includes(name))) {
      const file = (lang: string) => path.posix.join(content, kind, lang, name)
      if (only && !only.includes(file('en')) && !only.includes(file('fr'))) continue
      pairs++
      for (const [ahead, behind] of [
        [file('en'), file('fr')],
        [file('fr'), file('en')],
      ] as const) {
        const lastOfBehind = meaningfulChanges(repo, behind, changes.get(behind) ?? [], '', 1)[0]?.date ?? ''
        // Changes of `ahead` since `behind` last changed; a review recorded on or after the newest one's day covers them.
        const newer = meaningfulChanges(repo, ahead, changes.get(ahead) ?? [], lastOfBehind)
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

/** The same for the CMS's editors, English then French: Decap shows one language, and editors work in both. */
export function describeLaggingForEditors(lagging: Lagging): string {
  const { behind, ahead, since, commit } = lagging
  const quand =
    commit === UNCOMMITTED ? 'dans des modifications non validées' : `depuis le ${since.slice(0, 10)} (commit ${commit.slice(0, 10)})`
  return (
    `${describeLagging(lagging)} / ${behind} est en retard sur ${ahead}\u00a0: ${ahead} a changé ${quand}, et ${behind} non. ` +
    `Traduisez la modification, ou consignez dans content/${REVIEWS_FILE} que ${behind} n’a pas à changer.`
  )
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
