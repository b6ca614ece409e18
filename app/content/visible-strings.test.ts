import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { formCatalogues } from '../forms/domain/messages/index.ts'
import { catalogues } from '../i18n/messages.ts'
import { screenCopyCatalogues } from '../i18n/screen-copy.server.ts'
import { href } from '../routing/paths.ts'
import { languages, type Lang } from '../routing/route-table.ts'
import { products } from './products.ts'
import { typographyProblems } from '../../tests/support/typography.ts'
import { consentBannerMessages } from '../components/consent-banner-messages.ts'
import { staffCatalogues } from '../staff/messages/index.ts'
import { mailCatalogues } from '../../server/mail/messages.ts'

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
  const { data, content } = matter(fs.readFileSync(path.join(root, file), 'utf8'))
  const fields = ['title', 'description', 'summary', 'listingTitle', 'listingSummary'].filter((key) => typeof data[key] === 'string')
  return [{ where: `content/${file} (body)`, lang, text: content }, ...fields.map((key) => ({ where: `content/${file} (${key})`, lang, text: data[key] as string }))]
})

const fromCatalogues: Visible[] = languages.flatMap((lang) =>
  [
    ['app/i18n', catalogues[lang]],
    ['app/forms/domain/messages', formCatalogues[lang]],
    ['app/i18n/screen-copy', screenCopyCatalogues[lang]],
    ['app/components/consent-banner-messages', consentBannerMessages[lang]],
  ].flatMap(([where, catalogue]) => Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({ where: `${where as string}/${lang}.ts ${key}`, lang, text }))),
)

/** Words a title may capitalize after its first: names of products, places, bodies and events. */
const properNouns = new Set([
  ...products.flatMap((p) => [p.brandName]),
  ...['Nordora', 'Pharma', 'Canada', 'Canadian', 'Canadians', 'Health', 'Québec', 'Quebec', 'Montréal', 'English', 'Français', 'Santé', 'Canada’s'],
  ...['Rare', 'Disease', 'Day', 'National', 'Strategy', 'Drugs', 'Diseases', 'Stratégie', 'Lambert-Eaton', 'Patient', 'Services', 'Quality', 'Regulatory', 'Affairs', 'Qualité', 'Affaires'],
  ...['Marie-Ève', 'Lapointe', 'Sophie', 'Nguyen', 'Director', 'Vice-President', 'ISO', 'Google', 'Tag', 'Manager', 'RSS', 'DIN', 'Drug', 'Product', 'Database', 'Identification', 'Number', 'Base', 'Geneviève', 'Arsenault'],
])

/** Another verb than the site's for reporting a side effect (« déclarer », report), before or after its object. */
const otherReportingVerb = {
  fr: /\bsignal\p{L}*\s[^.;:]{0,40}\b(effets?|réactions?|indésirables?)\b|\b(effets?|réactions?)\s(secondaires?|indésirables?)\b[^.;:]{0,30}\bsignal\p{L}*/iu,
  // Telling one's healthcare team stays right; telling us is reporting.
  en: /\b(notify|flag|signal)\w*\b[^.;:]{0,30}\b(side effects?|adverse (reactions?|events?))\b|\btell (us|program staff)\b[^.;:]{0,20}\b(side effects?|adverse)/i,
}

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

  it('report a side effect with one verb: « déclarer » in French, report in English, the e-mails and staff area too', () => {
    const others: Visible[] = languages.flatMap((lang) =>
      [
        ['server/mail/messages', mailCatalogues[lang]],
        ['app/staff/messages', staffCatalogues[lang]],
      ].flatMap(([where, catalogue]) => Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({ where: `${where as string}/${lang}.ts ${key}`, lang, text }))),
    )
    const found = [...fromContent, ...fromCatalogues, ...others].filter(({ lang, text }) => otherReportingVerb[lang].test(text)).map((v) => v.where)
    expect(found).toEqual([])
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

  it('would catch a straight apostrophe and a missing French space', () => {
    expect(typographyProblems("Lisez l'avis : oui", 'fr').length).toBe(2)
    expect(titleCased('Medical Information Service')).toBe(true)
    expect(titleCased('Coverage for Ruzurgi')).toBe(false)
  })
})
