import { z } from 'zod'
import { describeClaim, publicClaimPairs } from '../../app/content/claims.server.ts'
import { ContentError, renderMarkdown } from '../../app/content/markdown.server.ts'
import { pageFrontMatter, pressFrontMatter } from '../../app/content/schemas.ts'
import { languages } from '../../app/routing/route-table.ts'
import { entryFieldLabels } from '../../app/cms/cms-config.server.ts'
import { issueMessage } from './issue-message.ts'

/** What the CMS's preview sends: one language of the entry being edited, as the editor has it now. */
export const entryCheckInput = z.object({
  collection: z.enum(['press', 'pages', 'fragments']),
  lang: z.enum(languages),
  slug: z
    .string()
    .max(100)
    .regex(/^[\w-]*$/),
  data: z.record(z.string(), z.unknown()),
})
export type EntryCheckInput = z.infer<typeof entryCheckInput>

const frontMatterOf = { press: pressFrontMatter, pages: pageFrontMatter, fragments: undefined }

/** YAML would read `published: 2026-11-25` as a date; the CMS sends text. Empty optional fields are left out, as the CMS saves them. */
const asFrontMatter = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).filter(([name, value]) => name !== 'body' && value !== '' && value !== null && value !== undefined),
  )

/**
 * The entry rendered as the site renders it (tokens, phone numbers, document links with their type and size) and
 * everything the build would refuse in it: front matter, links, missing documents, and a product named beside a
 * condition. The editor sees this while typing; the build stays the final gate.
 */
export function checkEntry({ collection, lang, slug, data }: EntryCheckInput): { html: string; problems: string[] } {
  const problems: string[] = []
  const file = `${collection}/${lang}/${slug || 'new'}.md`
  const schema = frontMatterOf[collection]
  if (schema) {
    // The input in each issue, so that a field left empty (Decap leaves it out) reads "required", not "expected string".
    const parsed = schema.safeParse(asFrontMatter(data), { reportInput: true })
    for (const issue of parsed.error?.issues ?? []) {
      const label = entryFieldLabels[collection]?.[String(issue.path[0])] ?? (issue.path.join('.') || 'Front matter / En-tête')
      problems.push(`${label} — ${issueMessage(issue)}`)
    }
  }
  let html = ''
  const body = typeof data.body === 'string' ? data.body : ''
  try {
    html = renderMarkdown(body, lang, file).html
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    // marked adds a line asking to report the error to its authors: it is ours, and the editor's to fix.
    const message = error.message
      .replace(`${file}: `, '')
      .replace(/\s*Please report this to https:\/\/github\.com\/markedjs\/marked\.$/, '')
    problems.push(`${entryFieldLabels[collection]?.body} — ${message}`)
  }
  // The build's own claims rule (app/content/claims.server.ts): the professional area's pages are exempt.
  for (const pair of publicClaimPairs({ kind: collection, name: slug, fields: data, body })) problems.push(describeClaim(pair))
  return { html, problems }
}
