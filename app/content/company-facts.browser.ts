import { address, emails, legalName, name, phones } from '../../content/data/company.json'
import type { companyFacts as allFacts } from './company-facts.ts'

/** The facts the browser's code reads (`company-facts.test.ts` holds it to them). */
export const browserFactKeys = ['name', 'legalName', 'address', 'phones', 'emails'] as const

/**
 * The company's facts in the browser: only those its code reads. The others (the programs' hours, the fax, the
 * media contact, the privacy officer) reach pages through the server's Markdown and loaders, and their bilingual
 * sentences were the part of the facts brotli compressed worst, in the file every page loads (docs/decisions/0201).
 * Bundled by Vite, whose JSON modules have a named export per key, so the others stay out of the bundle.
 */
export const companyFacts = { name, legalName, address, phones, emails } as Pick<typeof allFacts, (typeof browserFactKeys)[number]> as typeof allFacts
