import { documentsVerdict } from '../app/content/document-check.server.ts'
import { factsVerdict } from '../app/content/unconfirmed-facts.server.ts'
import { buildNow } from '../app/content/publication.ts'
import { responsesVerdict } from '../app/content/standard-responses.server.ts'

/**
 * The build's first step: a production build stops on a placeholder that must never reach the public, a product
 * or company fact not yet confirmed or a sample document, naming each; and any build stops on a standard response
 * past its review-by date (on the build's clock) or missing a language. All are checked, so one run names all.
 */
const verdicts = [
  ['facts', factsVerdict(process.env.NODE_ENV)],
  ['documents', documentsVerdict(process.env.NODE_ENV)],
  ['standard responses', responsesVerdict(buildNow())],
] as const
for (const [what, verdict] of verdicts) {
  if (verdict.ok) console.log(`${what}: ${verdict.message}`)
  else console.error(`${what}: ${verdict.message}`)
}
if (verdicts.some(([, verdict]) => !verdict.ok)) process.exit(1)
