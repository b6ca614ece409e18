import { factsVerdict } from '../app/content/unconfirmed-facts.server.ts'

/** The build's first step: a production build stops on a product or company fact not yet confirmed. */
const verdict = factsVerdict(process.env.NODE_ENV)
if (verdict.ok) console.log(`facts: ${verdict.message}`)
else {
  console.error(`facts: ${verdict.message}`)
  process.exit(1)
}
