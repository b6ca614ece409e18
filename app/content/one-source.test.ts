import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formCatalogues } from '../forms/domain/messages/index.ts'
import { catalogues } from '../i18n/messages.ts'
import { screenCopyCatalogues } from '../i18n/screen-copy.server.ts'
import { company } from './company.ts'
import { readFrontMatter } from './front-matter.ts'
import { productFacts } from './product-facts.server.ts'
import { consentBannerMessages } from '../components/consent-banner-messages.ts'
import { errorScreenMessages } from '../components/error-screen-messages.ts'

/**
 * Facts written once: content refers to the company's phone numbers, e-mail
 * addresses and legal name by their `{{tokens}}`, and no file outside the
 * healthcare-professional facts states an indication.
 */
const root = path.resolve(import.meta.dirname, '../../content')
const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))
const sources = [
  ...files.map((file) => ({ where: `content/${file}`, text: fs.readFileSync(path.join(root, file), 'utf8') })),
  ...(['en', 'fr'] as const).flatMap((lang) => [
    { where: `app/i18n/${lang}.ts`, text: Object.values(catalogues[lang]).join('\n') },
    { where: `app/forms/domain/messages/${lang}.ts`, text: Object.values(formCatalogues[lang]).join('\n') },
    { where: `app/i18n/screen-copy/${lang}.ts`, text: Object.values(screenCopyCatalogues[lang]).join('\n') },
    { where: 'app/components/consent-banner-messages.ts', text: Object.values(consentBannerMessages[lang]).join('\n') },
    { where: 'app/components/error-screen-messages.ts', text: Object.values(errorScreenMessages[lang]).join('\n') },
  ]),
]

/** A file's paragraphs: each card of its grid (front matter `cards`) is one, apart from its text's. */
function paragraphsOf(text: string): string[] {
  const { data, content } = readFrontMatter(text)
  const cards = (data.cards as { items?: { text?: unknown }[] } | undefined)?.items ?? []
  return [...cards.map((card) => String(card.text)), ...content.split(/\n\s*\n/)]
}

describe('facts written once', () => {
  it('content never writes a telephone number out: it uses {{phone.…}}', () => {
    // “For example 514 555-0100” in a form's hint is a shape, not a fact.
    const found = sources.filter(({ text }) => /(?<!(?:example|exemple)\s?)\b1?[-\s\u00a0\u2011]?\(?\d{3}\)?[-\s\u00a0\u2011.]\d{3}[-\u2011.]\d{4}\b/.test(text)).map((s) => s.where)
    expect(found).toEqual([])
  })

  it('content never writes the legal name or an e-mail address out: it uses {{company.legalName}} and {{email.…}}', () => {
    const literals = [...Object.values(company.legalName), ...Object.values(company.emails)]
    const found = sources.flatMap(({ where, text }) => literals.filter((literal) => text.includes(literal)).map((literal) => `${where}: ${literal}`))
    expect(found).toEqual([])
  })

  it('no content file or catalogue states a product’s indication', () => {
    const claims = Object.values(productFacts).flatMap((facts) => Object.values(facts.indication).map((text) => text.slice(text.search(/indicated|indiqué/))))
    const found = sources.flatMap(({ where, text }) => claims.filter((claim) => text.replace(/\s+/g, ' ').includes(claim)).map((claim) => `${where}: ${claim}`))
    expect(found).toEqual([])
  })

  it('sends every request about personal information to one contact, the person in charge, at {{email.privacy}}', () => {
    // Law 25 wants one published contact for the person in charge: a paragraph on access, correction or
    // complaints that names another mailbox, or only a page that sends the reader on, loops the visitor.
    const aboutRights = /(personal information|renseignements personnels)[^\n]*\b(access|accès|correct|rectification|complaint|plainte)|(access|accès|correct|rectification)[^\n]*(personal information|renseignements personnels)/i
    const paragraphs = sources.flatMap(({ where, text }) => paragraphsOf(text).map((paragraph) => ({ where, paragraph })))
    const rights = paragraphs.filter(({ paragraph }) => aboutRights.test(paragraph) && /\{\{email\.|write|écrivez|contact|joindre/i.test(paragraph))
    expect(rights.length).toBeGreaterThanOrEqual(3)
    const loops = rights.filter(({ paragraph }) => !paragraph.includes('{{email.privacy}}') || /\{\{email\.(?!privacy)/.test(paragraph))
    expect(loops.map(({ where, paragraph }) => `${where}: ${paragraph.slice(0, 120)}`)).toEqual([])
  })

  it('would notice a number written out', () => {
    expect(/\b1?[-\s\u00a0\u2011]?\(?\d{3}\)?[-\s\u00a0\u2011.]\d{3}[-\u2011.]\d{4}\b/.test('Call 1-888-555-0100 today')).toBe(true)
  })
})
