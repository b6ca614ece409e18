import fs from 'node:fs'
import path from 'node:path'
import { env } from '../config/env.server.ts'
import { languages } from '../routing/route-table.ts'
import { readFrontMatter } from './front-matter.ts'
import { easternDay } from './publication-time.ts'
import { assembleResponses, responseFrontMatter, reviewProblems, type ResponseFile, type StandardResponse } from './standard-responses.ts'

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((entry) => entry.endsWith('.md')) : [])

/** Every standard response under `<root>/responses/{en,fr}/`, and what keeps some from being offered. */
export function readStandardResponses(root: string = path.resolve(env().CONTENT_DIR)): {
  responses: StandardResponse[]
  problems: string[]
} {
  const files: ResponseFile[] = languages.flatMap((lang) =>
    listDir(path.join(root, 'responses', lang)).map((entry): ResponseFile => {
      const id = entry.replace(/\.md$/, '')
      const file = `responses/${lang}/${entry}`
      try {
        const { data, content } = readFrontMatter(fs.readFileSync(path.join(root, file), 'utf8'))
        // The CMS writes an optional field an editor left empty as `null`: in front matter, null means absent.
        const parsed = responseFrontMatter.safeParse(Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null)))
        if (parsed.success) return { id, lang, file, data: parsed.data, body: content }
        return { id, lang, file, problems: parsed.error.issues.map((i) => `${file}: front matter "${i.path.join('.') || '(root)'}" ${i.message}`) }
      } catch (error) {
        return { id, lang, file, problems: [`${file}: ${error instanceof Error ? error.message : String(error)}`] }
      }
    }),
  )
  return assembleResponses(files)
}

/** What the build says of the standard responses as of its clock: every problem, those past review-by included. */
export function responsesVerdict(now: Date, root?: string): { ok: boolean; message: string } {
  const { responses, problems } = readStandardResponses(root)
  const all = [...problems, ...reviewProblems(responses, easternDay(now.toISOString()))]
  return all.length
    ? { ok: false, message: `standard responses the team may not send:\n- ${all.join('\n- ')}` }
    : { ok: true, message: `${responses.length} standard responses approved and within their review dates` }
}
