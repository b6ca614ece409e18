import { z } from 'zod'
import { languages, type Lang } from '../routing/route-table.ts'
import { products } from './products.ts'

/**
 * The medical-information team's standard responses: approved answers to the questions people ask most, each in
 * English and French, sent from a case in the person’s language. Edited in the CMS like
 * any page (`content/responses/{en,fr}/<id>.md`); medical and regulatory reviewers approve a version, and it is
 * reviewed again by its review-by date. The build refuses one past that date or missing a language
 * (scripts/check-facts.ts), naming it.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD / doit être une date écrite AAAA-MM-JJ')
const productIds = products.map((p) => p.id) as [Product, ...Product[]]
type Product = (typeof products)[number]['id']

export const RESPONSE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const responseFrontMatter = z.strictObject({
  id: z.string().regex(RESPONSE_ID, 'lower-case words joined by hyphens / des mots en minuscules reliés par des traits d’union'),
  title: z.string().trim().min(1),
  products: z.array(z.enum(productIds)).min(1),
  version: z.number().int().positive(),
  approvedBy: z.string().trim().min(1),
  approvedOn: isoDay,
  reviewBy: isoDay,
})
export type ResponseFrontMatter = z.infer<typeof responseFrontMatter>

/** The approval record: the same in both languages, since both texts were approved as one version. */
export const approvalFields = ['products', 'version', 'approvedBy', 'approvedOn', 'reviewBy'] as const

export type StandardResponse = Omit<ResponseFrontMatter, 'title'> & {
  texts: Record<Lang, { title: string; body: string }>
}

/** One language's file of a response as read, or the problems that kept it from being read. */
export type ResponseFile = { id: string; lang: Lang; file: string } & (
  | { data: ResponseFrontMatter; body: string }
  | { problems: string[] }
)

/**
 * The responses whose files in every language read well and agree, and what is wrong with the others, each
 * problem naming its file. A response with any problem is not offered to the team.
 */
export function assembleResponses(files: readonly ResponseFile[]): { responses: StandardResponse[]; problems: string[] } {
  const problems: string[] = []
  const responses: StandardResponse[] = []
  for (const id of [...new Set(files.map((f) => f.id))].sort()) {
    const own = files.filter((f) => f.id === id)
    const texts: Partial<StandardResponse['texts']> = {}
    let approval: Omit<ResponseFrontMatter, 'title'> | undefined
    let sound = true
    for (const lang of languages) {
      const file = own.find((f) => f.lang === lang)
      if (!file) {
        problems.push(`responses/${lang}/${id}.md: missing (the ${lang} translation of standard response "${id}")`)
        sound = false
        continue
      }
      if ('problems' in file) {
        problems.push(...file.problems)
        sound = false
        continue
      }
      const { title, ...record } = file.data
      if (record.id !== id) {
        problems.push(`${file.file}: id "${record.id}" differs from its file name "${id}"`)
        sound = false
      }
      if (!file.body.trim()) {
        problems.push(`${file.file}: the response has no text`)
        sound = false
      }
      if (record.approvedOn > record.reviewBy) {
        problems.push(`${file.file}: approved on ${record.approvedOn}, after its review-by date ${record.reviewBy}`)
        sound = false
      }
      if (approval) {
        const differing = approvalFields.filter((field) => JSON.stringify(approval![field]) !== JSON.stringify(record[field]))
        if (differing.length) {
          problems.push(`responses/{en,fr}/${id}.md: the English and French versions disagree on ${differing.map((f) => `"${f}"`).join(', ')}`)
          sound = false
        }
      } else approval = record
      texts[lang] = { title, body: file.body.trim() }
    }
    if (sound && approval) responses.push({ ...approval, texts: texts as StandardResponse['texts'] })
  }
  return { responses, problems }
}

/** Whether a response may still be sent on `day`: up to and including its review-by date. */
export const isCurrent = (response: Pick<StandardResponse, 'reviewBy'>, day: string) => day <= response.reviewBy

/** The build's refusal of every response past its review-by date on `day`, naming it, its version and the date. */
export function reviewProblems(responses: readonly StandardResponse[], day: string): string[] {
  return responses
    .filter((response) => !isCurrent(response, day))
    .map(
      (r) =>
        `responses/{en,fr}/${r.id}.md: standard response "${r.id}" (version ${r.version}) is past its review-by date ${r.reviewBy}: ` +
        'have it reviewed and record the new approval, or retire it',
    )
}
