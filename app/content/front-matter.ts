import { parse } from 'yaml'

export type FrontMatter = { data: Record<string, unknown>; content: string }

/**
 * A Markdown file's front matter, read as YAML 1.2 (the `yaml` package), and the text after it. YAML 1.2 reads
 * `2024-03-04` and `2026-12-01T07:00:00-05:00` as the strings they are written as, and `yes`, `no`, `on` and `off`
 * as words: YAML 1.1 (gray-matter's js-yaml) made dates of the first and booleans of the others, which the
 * schemas then had to undo (docs/decisions/0141). The block is what gray-matter took: `---` at the very start
 * (after a byte-order mark) up to the first line starting with `---`; the text starts on the line after it.
 */
export function readFrontMatter(source: string): FrontMatter {
  const text = source.replace(/^\uFEFF/, '')
  if (!text.startsWith('---') || text[3] === '-') return { data: {}, content: text }
  const close = text.indexOf('\n---', 3)
  // What follows the opening `---` on its line names the language (`---yaml`); YAML, whatever it says.
  const block = text.slice(text.indexOf('\n') + 1 || text.length, close === -1 ? text.length : close + 1)
  const content = close === -1 ? '' : text.slice(close + 4).replace(/^\r?\n?/, '')
  const data: unknown = parse(block) ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('front matter must be a list of fields (name: value)')
  return { data: data as Record<string, unknown>, content }
}
