import facts from '../../content/data/company.json' with { type: 'json' }

/**
 * The company's facts, whole, as the server and the build read them (content/data/company.json). The browser gets
 * `company-facts.browser.ts` instead, through the `browser` condition of this module's entry in
 * package.json's `imports`.
 */
export const companyFacts = facts
