import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasPath } from '../routing/paths.ts'
import { languages } from '../routing/route-table.ts'
import { loadContent, type Page } from './content.server.ts'
import { pageLead } from './page-lead.server.tsx'
import { pageFrontMatter } from './schemas.ts'

const { pages } = loadContent(path.resolve('content'))
const withCards = [...pages.values()].filter((page) => page.cards)
const names = [...new Set(withCards.map((page) => page.file.replace(/^pages\/\w+\//, '').replace(/\.md$/, '')))]

describe('the grids of cards under a page’s lede (front matter `cards`)', () => {
  it('are on the hub pages, and on the pages whose next destinations the text did not make obvious', () => {
    expect(names).toEqual(
      expect.arrayContaining(['products', 'patient-support-program', 'hcp-area', 'contact', 'advisory-board', 'research-and-development', 'media-kit']),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        'rare-diseases',
        'patient-support-ruzurgi',
        'health-resources',
        'multiple-sclerosis',
        'careers',
        'medical-information',
        'press-room',
      ]),
    )
    expect(names).toEqual(
      expect.arrayContaining([
        'about',
        'patient-support-lysodren',
        'hcp-ruzurgi',
        'hcp-lysodren',
        'coverage-ruzurgi',
        'coverage-lysodren',
        'press-archives',
        'privacy',
        'terms-of-use',
        'accessibility',
        'return-policy',
      ]),
    )
  })

  it('lead, card for card, to the same pages in both languages, each link a page of the card’s language', () => {
    for (const name of names) {
      const [en, fr] = languages.map((lang) => pages.get(`${lang}/${name}`)!)
      const shape = (page: Page | undefined) =>
        page?.cards?.items.map((card) => ({ product: card.product, icon: card.icon, phone: card.phone, link: card.link, more: card.more?.map((more) => more.link) }))
      expect(shape(fr), name).toEqual(shape(en))
      for (const lang of languages) {
        for (const card of pages.get(`${lang}/${name}`)!.cards!.items) {
          for (const link of [card.link, ...(card.more ?? []).map((more) => more.link)]) {
            if (link) expect(hasPath(link, lang), `${name}: ${link}`).toBe(true)
          }
        }
      }
    }
  })

  it('are rendered after the lede, with each card’s links and number in the page’s language, and no router in sight', () => {
    const products = pages.get('fr/products')!
    const { lead, html } = pageLead(products, 'fr')
    expect(lead).toMatch(/^<div class="prose"><p>.*commercialise deux médicaments/)
    expect(lead).toContain('<h2 class="on-this-page__title">')
    expect(lead).toContain('href="/fr/couverture/lysodren"')
    expect(lead).toContain('href="/fr/programme-de-soutien-aux-patients/ruzurgi"')
    expect(lead).toContain('<span class="product-card__brand">Lysodren</span>')
    expect(lead).toMatch(/<p class="help-card__phone"><a href="tel:\+1\d{10}" class="phone-link">1\u00a0888\u00a0555\u20110151<\/a><\/p>/)
    expect(lead).not.toContain('<h2>')
    expect(html.startsWith('<h2')).toBe(true)
  })

  it('mark a grid that is the page’s own content, which a phone keeps under the lede, and no other', () => {
    const products = pages.get('fr/products')!
    expect(pageLead({ ...products }, 'fr', true).lead).toContain('<div class="page-cards page-cards--first">')
    expect(pageLead({ ...products }, 'fr').lead).toContain('<div class="page-cards">')
  })

  it('draw a card’s further links with the site’s arrow icon, held to their last word', () => {
    const { lead } = pageLead({ ...pages.get('en/products')! }, 'en')
    expect(lead).not.toContain('→')
    expect(lead).toMatch(/Coverage for Lysodren\u00a0<svg aria-hidden="true" class="icon"><use href="[^"]+#arrow-right"><\/use><\/svg><\/a>/)
  })

  it('leave a page without cards its lede alone, and a page without sections wholly lede', () => {
    expect(pageLead({ html: '<p>Lede.</p>\n<h2>Part</h2>\n<p>Text.</p>' }, 'en')).toEqual({
      lead: '<div class="prose"><p>Lede.</p>\n</div>',
      html: '<h2 id="part">Part</h2>\n<p>Text.</p>',
      headings: [],
    })
    expect(pageLead({ html: '<p>Only.</p>' }, 'en')).toEqual({ lead: '<div class="prose"><p>Only.</p></div>', html: '', headings: [] })
    expect(pageLead({ html: '<h2>Part</h2>' }, 'en')).toEqual({ html: '<h2 id="part">Part</h2>', headings: [] })
  })

  it('give the sections their ids and list them when there are four or more, so the browser need not read the HTML', () => {
    const html = ['One', 'Two', 'Two', 'Quatrième étape'].map((title) => `<h2>${title}</h2>\n<p>Text.</p>`).join('\n')
    const { html: body, headings } = pageLead({ html: `<p>Lede.</p>\n${html}` }, 'fr')
    expect(headings).toEqual([
      { id: 'one', text: 'One' },
      { id: 'two', text: 'Two' },
      { id: 'two-2', text: 'Two' },
      { id: 'quatrieme-etape', text: 'Quatrième étape' },
    ])
    for (const { id } of headings) expect(body).toContain(`<h2 id="${id}">`)
  })

  it('refuse a card with neither a title nor a product, a page that is no screen, and a grid of one card', () => {
    const base = { title: 'T', description: 'A description long enough to pass the fifty characters.', dateModified: '2026-11-29' }
    const card = { title: 'A card', text: 'Text.', link: 'about' }
    expect(pageFrontMatter.safeParse({ ...base, cards: { heading: 'H', items: [card, { ...card, link: 'press-room' }] } }).success).toBe(true)
    expect(pageFrontMatter.safeParse({ ...base, cards: { heading: 'H', items: [card, { text: 'Text.' }] } }).success).toBe(false)
    expect(pageFrontMatter.safeParse({ ...base, cards: { heading: 'H', items: [card, { ...card, link: 'no-such-page' }] } }).success).toBe(false)
    expect(pageFrontMatter.safeParse({ ...base, cards: { heading: 'H', items: [card] } }).success).toBe(false)
    expect(pageFrontMatter.safeParse({ ...base, cards: { heading: 'H', items: [card, { ...card, product: 'ruzurgi' }] } }).success).toBe(false)
  })
})
