import { unconfirmedCompanyFacts } from './company.ts'
import { productFacts } from './product-facts.server.ts'
import { placeholderVerdict, type PlaceholderVerdict } from './placeholder-verdict.ts'

/**
 * Placeholders that look like facts (a DIN, a monograph date, a privacy mailbox) are fine on a developer's
 * machine and in CI, where they let every page be built and tested, and must never reach the public: a
 * production build (`NODE_ENV=production npm run build`) stops on any fact still unconfirmed.
 */
export function unconfirmedFacts(): string[] {
  return [
    ...Object.values(productFacts).flatMap((facts) => facts.unconfirmed.map((fact) => `${facts.id}.${fact}`)),
    ...unconfirmedCompanyFacts.map((fact) => `company.${fact}`),
  ]
}

export type FactsVerdict = PlaceholderVerdict

/** What the build says of the unconfirmed facts: a refusal for production, a reminder otherwise. */
export function factsVerdict(nodeEnv: string | undefined, pending: readonly string[] = unconfirmedFacts()): FactsVerdict {
  return placeholderVerdict(nodeEnv, pending, {
    none: 'every product and company fact is confirmed',
    refusal: 'facts still to be confirmed by regulatory affairs (app/content/product-facts.server.ts, app/content/company.ts)',
    reminder: 'sample facts, to be confirmed before a production build',
  })
}
