import fs from 'node:fs'
import path from 'node:path'

/**
 * The repository paths that prose cites: comments in the code, the README and everything under `docs/`. A path
 * in prose is a promise to a reader that the file is there; the architecture test `cited-paths.test.ts` keeps it.
 * A path struck through in Markdown (`~~server/old.ts~~`) names a file that is gone on purpose: a decision
 * record's history.
 */
export const root = path.resolve(import.meta.dirname, '../..')

/** Where the code and the prose live; generated and installed folders are not read. */
const scanned = ['app', 'server', 'scripts', 'tests', 'docs', 'deploy', '.ci', 'content']
const skippedFolders = new Set([
  'node_modules',
  'build',
  'var',
  'test-results',
  'playwright-report',
  '.react-router',
  'bench-results',
  'visual.spec.ts-snapshots',
  'images',
])
const codeFile = /\.(?:[cm]?[jt]sx?|css)$/
const proseFile = /\.md$/

/** The folders a cited path starts from: the repository's own top level. */
const topFolders = ['app', 'server', 'scripts', 'tests', 'docs', 'deploy', 'drizzle', 'content', 'public', '\\.ci']
const repositoryPath = new RegExp(`(?<![\\w./@~-])((?:${topFolders.join('|')})/[\\w.+\\-/*]*[\\w/*])`, 'g')
/** A relative path (`./<file>.ts`, `../<folder>/<file>.ts`) in a comment: relative to the file that says it. */
const relativePath = /(?<![\w./-])(\.\.?\/[\w.\-/]+\.(?:tsx?|mjs|css|md|json))/g

export type Citation = { file: string; line: number; cited: string }

function filesUnder(folder: string): string[] {
  const absolute = path.join(root, folder)
  if (!fs.existsSync(absolute)) return []
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : filesUnder(relative)
    return codeFile.test(entry.name) || proseFile.test(entry.name) ? [relative] : []
  })
}

/** The files whose prose is read: code under the scanned folders, their Markdown, the README, the root's config files. */
export function proseFiles(): string[] {
  const rootFiles = fs
    .readdirSync(root)
    .filter((name) => (codeFile.test(name) || name === 'README.md') && fs.statSync(path.join(root, name)).isFile())
  return [...rootFiles, ...scanned.flatMap(filesUnder)].sort()
}

/** The comments of a code file, each with the line it starts on; Markdown is prose throughout. */
export function proseOf(file: string, text: string): Array<{ line: number; text: string }> {
  // Struck through, a path is history, not a promise.
  if (proseFile.test(file)) return text.split('\n').map((line, i) => ({ line: i + 1, text: line.replace(/~~.*?~~/g, '') }))
  const comments: Array<{ line: number; text: string }> = []
  for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g)) {
    const line = text.slice(0, match.index).split('\n').length
    match[0].split('\n').forEach((part, i) => comments.push({ line: line + i, text: part }))
  }
  return comments
}

/** Every path a piece of prose cites, as written (a trailing full stop dropped). */
export function citedPaths(text: string): string[] {
  return [...text.matchAll(repositoryPath), ...text.matchAll(relativePath)].map((match) => match[1]!.replace(/\.$/, ''))
}

/**
 * Whether a cited path exists: a file or folder, a pattern (`tests/e2e/staff-*.spec.ts`) that at least one file of
 * its folder matches, or a decision record cited by number (`docs/decisions/0044`).
 */
export function exists(cited: string, from: string): boolean {
  const target = /^\.\.?\//.test(cited) ? path.resolve(root, path.dirname(from), cited) : path.resolve(root, cited)
  if (cited.includes('*')) return matchesSomething(path.relative(root, target).split(path.sep), root)
  if (fs.existsSync(target)) return true
  const record = /^docs\/decisions\/(\d{4})$/.exec(cited)
  return record ? fs.readdirSync(path.join(root, 'docs/decisions')).some((name) => name.startsWith(`${record[1]}-`)) : false
}

/** Whether a path pattern, segment by segment (`*` within a segment), names at least one file or folder. */
function matchesSomething(segments: string[], folder: string): boolean {
  if (segments.length === 0) return true
  const [first, ...rest] = segments as [string, ...string[]]
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return false
  const pattern = new RegExp(`^${first.replace(/[.+]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)
  return fs.readdirSync(folder).some((name) => pattern.test(name) && matchesSomething(rest, path.join(folder, name)))
}

/** The citations whose path does not exist. */
export function missingCitations(files = proseFiles()): Citation[] {
  return files.flatMap((file) =>
    proseOf(file, fs.readFileSync(path.join(root, file), 'utf8')).flatMap(({ line, text }) =>
      citedPaths(text)
        .filter((cited) => !exists(cited, file))
        .map((cited) => ({ file, line, cited })),
    ),
  )
}
