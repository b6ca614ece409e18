import { companyFacts } from '#content/company-facts'
import type { CompanyFacts } from './company-schema.ts'

/**
 * The company's facts, defined once in content/data/company.json, which editors change in the CMS (at /admin)
 * and the build checks with app/content/company-schema.ts. Components read this module directly and Markdown
 * content refers to it with `{{token}}` placeholders (see `docs/content-guide.md`), so a new phone number is
 * changed in that file only. In the browser, only the facts its code reads (`company-facts.browser.ts`).
 */
export const company = companyFacts satisfies CompanyFacts

export type Company = typeof company

/**
 * Facts above that are placeholders until the company confirms them: a
 * production build refuses to publish them (app/content/unconfirmed-facts.server.ts).
 */
export const unconfirmedCompanyFacts = ['emails.privacy', 'privacyOfficer.title'] as const
