import fs from 'node:fs'
import path from 'node:path'
import { documentsDir } from './documents.server.ts'
import { placeholderVerdict, type PlaceholderVerdict } from './placeholder-verdict.ts'

/**
 * The smallest a real file of each type can be. A real PDF embeds its fonts and, tagged for accessibility, its
 * structure: tens of kilobytes for one page; a stand-in written with the viewer's built-in fonts is one or two.
 * The other types are held only to something more than an empty file.
 */
const plausibleBytes: Record<string, number> = { '.pdf': 10_000, '.docx': 5_000, '.xlsx': 5_000 }
const ANY_FILE_BYTES = 200

/**
 * The mark of a sample, as scripts/sample-documents.ts writes it and as anyone making a stand-in would: the word
 * in capitals in the text (SAMPLE, ÉCHANTILLON), in brackets in the title, or in the file's name. A real guide
 * may speak of blood samples; it does not shout SAMPLE.
 */
const SAMPLE_TEXT = /(?<!\p{L})(?:SAMPLE|[ÉE]CHANTILLON|PLACEHOLDER)(?!\p{L})|\((?:sample|[ée]chantillon)\)/u
const SAMPLE_NAME = /(?:^|[-_.])(?:sample|echantillon|placeholder)(?:[-_.]|$)/i

const size = (bytes: number) => (bytes >= 1_000 ? `${Number((bytes / 1_000).toFixed(1))} kB` : `${bytes} bytes`)

/** What is wrong with one document, or undefined when it looks like the real one. */
function documentProblem(file: string, bytes: Buffer): string | undefined {
  const name = path.basename(file)
  // PDF strings are Latin-1 (WinAnsi) bytes, SVG is UTF-8: the mark is looked for in both readings.
  if (SAMPLE_NAME.test(name) || SAMPLE_TEXT.test(bytes.toString('latin1')) || SAMPLE_TEXT.test(bytes.toString('utf8'))) {
    return `${name} (marked as a sample)`
  }
  const extension = path.extname(name).toLowerCase()
  const least = plausibleBytes[extension] ?? ANY_FILE_BYTES
  if (bytes.length < least) {
    return `${name} (${size(bytes.length)}, under the ${size(least)} a real ${extension.slice(1).toUpperCase()} has)`
  }
  return undefined
}

/** Every document of the folder (public/documents/ by default) that is a sample or too small to be real. */
export function documentProblems(dir: string = documentsDir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
    .flatMap((entry) => documentProblem(entry, fs.readFileSync(path.join(dir, entry))) ?? [])
}

/** What the build says of the documents: a production build stops on a sample, naming each. */
export function documentsVerdict(nodeEnv: string | undefined, pending: readonly string[] = documentProblems()): PlaceholderVerdict {
  return placeholderVerdict(nodeEnv, pending, {
    none: 'every document is a real one',
    refusal: 'documents in public/documents/ that are samples, to be replaced by the real files or unlinked',
    reminder: 'sample documents, to be replaced before a production build',
  })
}
