import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formCatalogues } from '../forms/domain/messages/index.ts'
import { catalogues } from '../i18n/messages.ts'
import { screenCopyCatalogues } from '../i18n/screen-copy.server.ts'
import { href } from '../routing/paths.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { readFrontMatter } from './front-matter.ts'
import { products } from './products.ts'
import { otherReportingVerb, typographyProblems } from '../../tests/support/typography.ts'
import { consentBannerMessages } from '../components/consent-banner-messages.ts'
import { errorScreenMessages } from '../components/error-screen-messages.ts'
import { staffCatalogues } from '../staff/messages/index.ts'
import { privacyCatalogues } from '../privacy/messages/index.ts'
import { retentionTableMarkdown } from '../privacy/retention-table.ts'
import { glossary, isPublicFormName, publicTermDrift, staffTermDrift } from '../../tests/support/glossary.ts'

/**
 * Every string a visitor reads, checked for one typography per language
 * (tests/support/typography.ts) and titles in sentence case: Markdown bodies,
 * front matter and the interface catalogues. A straight apostrophe or a
 * French colon without its non-breaking space fails here, naming the file.
 */
const root = path.resolve(import.meta.dirname, '../../content')
const files = fs
  .readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
const langOfFile = (file: string): Lang => (/(^|\/)fr(\/|\.md$)/.test(file) ? 'fr' : 'en')

type Visible = { where: string; lang: Lang; text: string }

const fromContent: Visible[] = files.flatMap((file) => {
  const lang = langOfFile(file)
  const { data, content } = readFrontMatter(fs.readFileSync(path.join(root, file), 'utf8'))
  const fields = ['title', 'description', 'summary', 'listingTitle', 'listingSummary'].filter((key) => typeof data[key] === 'string')
  return [
    { where: `content/${file} (body)`, lang, text: content },
    ...fields.map((key) => ({ where: `content/${file} (${key})`, lang, text: data[key] as string })),
    ...cardStrings(data.cards).map(([key, text]) => ({ where: `content/${file} ${key}`, lang, text })),
  ]
})

/** The words of a page's grid of cards: its heading and each card's title and links are titles; their texts are text. */
function cardStrings(cards: unknown): [string, string][] {
  const { heading, items = [] } = (cards ?? {}) as { heading?: string; items?: { title?: string; text: string; more?: { text: string }[] }[] }
  return [
    ...(heading ? [['cards heading (title)', heading] as [string, string]] : []),
    ...items.flatMap((card, n): [string, string][] => [
      ...(card.title ? [[`card ${n + 1} (title)`, card.title] as [string, string]] : []),
      [`card ${n + 1} (text)`, card.text],
      ...(card.more ?? []).map((more, m): [string, string] => [`card ${n + 1} link ${m + 1} (title)`, more.text]),
    ]),
  ]
}

const fromCatalogues: Visible[] = languages.flatMap((lang) =>
  [
    ['app/i18n', catalogues[lang]],
    ['app/forms/domain/messages', formCatalogues[lang]],
    ['app/i18n/screen-copy', screenCopyCatalogues[lang]],
    ['app/components/consent-banner-messages', consentBannerMessages[lang]],
    ['app/components/error-screen-messages', errorScreenMessages[lang]],
  ].flatMap(([where, catalogue]) => Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({ where: `${where as string}/${lang}.ts ${key}`, lang, text }))),
)

const fromStaffCatalogues: Visible[] = languages.flatMap((lang) =>
  [
    ['app/staff/messages', staffCatalogues[lang]],
    ['app/privacy/messages', privacyCatalogues[lang]],
  ].flatMap(([where, catalogue]) => Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({ where: `${where as string}/${lang}.ts ${key}`, lang, text }))),
)

/**
 * What the public reads, for the glossary: the content and the catalogues but the healthcare-professional area's
 * (the monograph's words: adverse reactions, effets indésirables), the releases published before the glossary
 * (dated records, kept with the words of their day), and the privacy page's retention table.
 */
const GLOSSARY_FROM = '2026-11-27'
const releaseBeforeGlossary = (file: string) => {
  if (!file.startsWith('press/')) return false
  const { data } = readFrontMatter(fs.readFileSync(path.join(root, file), 'utf8'))
  return String(data.published) < GLOSSARY_FROM
}
const professional = (where: string) => /(^content\/\w+\/\w+\/hcp-)|\shcp\.[\w.]+$/.test(where)
const glossaryExempt = new Set(files.filter((file) => releaseBeforeGlossary(file)).map((file) => `content/${file}`))
const publicText: Visible[] = [
  ...fromContent.filter(({ where }) => !glossaryExempt.has(where.split(' ')[0]!) && !professional(where)),
  ...fromCatalogues.filter(({ where }) => !professional(where)),
  ...languages.map((lang) => ({ where: `app/privacy/retention-table.ts (${lang})`, lang, text: retentionTableMarkdown(lang) })),
]

/** Words a title may capitalize after its first: names of products, places, bodies and events. */
const properNouns = new Set([
  ...products.flatMap((p) => [p.brandName]),
  ...['Nordora', 'Pharma', 'Canada', 'Canadian', 'Canadians', 'Health', 'Québec', 'Quebec', 'Montréal', 'English', 'Français', 'Santé', 'Canada’s'],
  ...['Rare', 'Disease', 'Day', 'National', 'Strategy', 'Drugs', 'Diseases', 'Stratégie', 'Lambert-Eaton', 'Patient', 'Services', 'Quality', 'Regulatory', 'Affairs', 'Qualité', 'Affaires'],
  ...['Marie-Ève', 'Lapointe', 'Sophie', 'Nguyen', 'Director', 'Vice-President', 'ISO', 'Google', 'Tag', 'Manager', 'RSS', 'DIN', 'Drug', 'Product', 'Database', 'Identification', 'Number', 'Base', 'Geneviève', 'Arsenault'],
])

/** A sentence telling the visitor how to report a side effect to us. */
const tellsHowToReport = {
  en: /\breport (an? |any )?(suspected )?(side effect|adverse reaction)/i,
  fr: /\bdéclare[rz] (un |tout )(effet (secondaire|indésirable))/i,
}

/** Title case is a capitalized word of four letters or more, after the first word, that name nothing. */
function titleCased(title: string): boolean {
  // A person's name with their credentials (“Élise Vaillancourt, MD, FRCPC”) is not a title.
  if (/, (MD|M\.D\.|PhD|Ph\.[\s\u00a0]?D\.|BScPharm|B\.[\s\u00a0]?Sc)/.test(title)) return false
  const words = title.split(/[\s\u00a0]+/).slice(1)
  const capitalized = words.filter((w) => w.length >= 4 && /^\p{Lu}\p{Ll}/u.test(w) && !properNouns.has(w.replace(/[:,.()]/g, '')))
  return capitalized.length >= 1
}

describe('visible strings', () => {
  it('cover every content file and every catalogue', () => {
    expect(fromContent.length).toBeGreaterThan(100)
    expect(fromCatalogues.length).toBeGreaterThan(200)
  })

  it('use curly apostrophes and quotation marks, French spacing and no doubled period', () => {
    const problems = [...fromContent, ...fromCatalogues].flatMap(({ where, lang, text }) => typographyProblems(text, lang).map((p) => `${where}: ${p.rule}: …${p.excerpt}…`))
    expect(problems).toEqual([])
  })

  it('write titles and menus in sentence case, in both languages', () => {
    const titles = [
      ...fromContent.filter((v) => v.where.endsWith('(title)')),
      ...fromCatalogues.filter((v) => /\s(nav\.\w+|footer\.(?!copyright)\w+|hcp\.[\w.]+)$/.test(v.where)),
      ...fromContent.flatMap(({ where, lang, text }) => [...text.matchAll(/^#{2,3} (.+)$/gm)].map((m) => ({ where: `${where} heading`, lang, text: m[1]! }))),
    ]
    expect(titles.filter((t) => titleCased(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([])
  })

  it('name the medical information service one way in each language', () => {
    // Running text says “our medical information service”; only the page's own name, as in the menu, is capitalized.
    const drift = { en: /Medical Information/, fr: /[’'](?:Information médicale)|d’Information médicale/ }
    const found = [...fromContent, ...fromCatalogues].filter(({ lang, text }) => drift[lang].test(text)).map((v) => v.where)
    expect(found).toEqual([])
  })

  // The e-mails' own sentences are held to it by server/mail/catalogues.test.ts.
  it('report a side effect with one verb: « déclarer » in French, report in English, the staff area too', () => {
    const found = [...fromContent, ...fromCatalogues, ...fromStaffCatalogues].filter(({ lang, text }) => otherReportingVerb[lang].test(text)).map((v) => v.where)
    expect(found).toEqual([])
  })

  it('call a side effect a side effect for the public, and name the staff term only as a gloss after it', () => {
    const found = publicText.flatMap(({ where, lang, text }) => publicTermDrift(text, lang).map((term) => `${where}: ${term}`))
    expect(found).toEqual([])
  })

  it('call it an adverse event in the staff area, « effet indésirable » in French, the public term only as the form’s name', () => {
    const found = fromStaffCatalogues
      .filter(({ where }) => !isPublicFormName(where.split(' ').at(-1)!))
      .flatMap(({ where, lang, text }) => staffTermDrift(text, lang).map((term) => `${where}: ${term}`))
    expect(found).toEqual([])
  })

  it('state the glossary the tests hold in the content guide, in both languages', () => {
    const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/content-guide.md'), 'utf8')
    const row = guide.split('\n').find((line) => line.startsWith('| An unwanted effect'))
    for (const term of [...Object.values(glossary.sideEffect.public), ...Object.values(glossary.sideEffect.staff)]) {
      expect(row, term).toContain(term)
    }
  })

  it('would catch the other names of a side effect, and let a gloss or another site’s page name pass', () => {
    expect(publicTermDrift('We report adverse reactions to Health Canada.', 'en')).toEqual(['adverse reactions'])
    expect(publicTermDrift('Report a side effect (adverse event).', 'en')).toEqual([])
    expect(publicTermDrift('A side effect, also called an adverse event, is', 'en')).toEqual([])
    expect(publicTermDrift('A side effect, also called an adverse reaction, is', 'en')).toEqual(['adverse reaction'])
    expect(publicTermDrift('the [adverse reaction reporting](https://www.canada.ca/x) page', 'en')).toEqual([])
    expect(publicTermDrift('S’agit-il d’un effet secondaire (événement indésirable)\u202f?', 'fr')).toEqual(['événement indésirable'])
    expect(publicTermDrift('les déclarations d’effets indésirables', 'fr')).toEqual(['effets indésirables'])
    expect(publicTermDrift('Un effet secondaire, aussi appelé effet indésirable, est', 'fr')).toEqual([])
    expect(staffTermDrift('URGENT – ÉVÉNEMENT INDÉSIRABLE', 'fr')).toEqual(['ÉVÉNEMENT INDÉSIRABLE'])
    expect(staffTermDrift('Déclaration d’effet secondaire (pharmacovigilance)', 'fr')).toEqual(['effet secondaire'])
    expect(staffTermDrift('Adverse event report (pharmacovigilance)', 'en')).toEqual([])
    expect(isPublicFormName('staff.form.side-effect')).toBe(true)
  })

  it('send every page that tells how to report a side effect to the short report', () => {
    // Press releases are dated records: they keep the ways to report that existed on their day.
    const unlinked = fromContent
      .filter(({ where, lang, text }) => where.endsWith('(body)') && !where.startsWith('content/press/') && tellsHowToReport[lang].test(text))
      .filter(({ lang, text }) => !text.includes(`](${href('side-effect', lang)})`))
      .map((v) => v.where)
    expect(unlinked).toEqual([])
  })

  it('name the consent button, the home tile and the side-effect report one way', () => {
    expect([consentBannerMessages.en['consent.choose'], consentBannerMessages.fr['consent.choose']]).toEqual(['Customize', 'Personnaliser'])
    expect(screenCopyCatalogues.en['home.sideEffect.call']).toMatch(/our medical information service/)
    expect(screenCopyCatalogues.fr['home.sideEffect.call']).toMatch(/notre service d’information médicale/)
    const drift = {
      // “Choose” was the consent button's earlier name; the service is named, not called “medical information”.
      en: /^Choose$|\b(call|contact|reach) medical information\b|\bside effect report/i,
      fr: /^Choisir$|(appelez|joignez|communiquez avec) l’information médicale/i,
    }
    const found = [...fromContent, ...fromCatalogues].filter(({ lang, text }) => drift[lang].test(text)).map((v) => `${v.where}: ${v.text.match(drift[v.lang])![0]}`)
    expect(found).toEqual([])
  })

  it('would catch another verb, and a sentence on how to report', () => {
    expect(otherReportingVerb.fr.test('Si vous signalez un effet secondaire au personnel')).toBe(true)
    expect(otherReportingVerb.fr.test('lorsqu’elle signale un effet secondaire')).toBe(true)
    expect(otherReportingVerb.fr.test('un effet indésirable qu’on nous a signalé')).toBe(true)
    expect(otherReportingVerb.fr.test('signaler un obstacle à l’accessibilité')).toBe(false)
    expect(otherReportingVerb.en.test('If you tell program staff about a side effect')).toBe(true)
    expect(otherReportingVerb.en.test('If you have a side effect, tell your healthcare team.')).toBe(false)
    expect(tellsHowToReport.en.test('To report a suspected side effect, call us.')).toBe(true)
    expect(tellsHowToReport.fr.test('Pour déclarer un effet secondaire soupçonné, composez le')).toBe(true)
  })

  it('would catch the wide non-breaking space before a French question mark, where the narrow one is the rule', () => {
    expect(typographyProblems('Un médicament vous a été prescrit\u00a0?', 'fr').map((p) => p.rule)).toEqual([
      'wide non-breaking space before ; ! ? (French: write the narrow U+202F)',
    ])
    expect(typographyProblems('Un médicament vous a été prescrit\u202f? Appelez\u00a0: 1 888', 'fr')).toEqual([])
  })

  it('would catch a straight apostrophe and a missing French space', () => {
    expect(typographyProblems("Lisez l'avis : oui", 'fr').length).toBe(2)
    expect(titleCased('Medical Information Service')).toBe(true)
    expect(titleCased('Coverage for Ruzurgi')).toBe(false)
  })
})
