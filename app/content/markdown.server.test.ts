import { describe, expect, it } from 'vitest'
import { checkLink, fillTokens, renderMarkdown } from './markdown.server.ts'

describe('fillTokens', () => {
  it('fills company facts, with the address in the page’s language and numbers as tel: links in its style', () => {
    expect(fillTokens('{{company.name}} · {{phone.medicalInformation}}', 'en', 'f.md')).toBe(
      'Nordora Pharma · <a href="tel:+18885550142" class="phone-link">1\u2011888\u2011555\u20110142</a>',
    )
    expect(fillTokens('{{phone.main}}', 'fr', 'f.md')).toBe('<a href="tel:+15145550100" class="phone-link">1\u00a0514\u00a0555\u20110100</a>')
    expect(fillTokens('{{address}}', 'fr', 'f.md')).toBe('2000, rue Peel, bureau 900, Montréal (Québec) H3A 2W5')
    expect(fillTokens('{{address}}', 'en', 'f.md')).toBe('2000 Peel Street, Suite 900, Montréal, Quebec H3A 2W5')
  })

  it('names the file with an unknown placeholder', () => {
    expect(() => fillTokens('{{phone.pager}}', 'en', 'pages/en/x.md')).toThrow('pages/en/x.md: unknown placeholder {{phone.pager}}')
  })
})

describe('checkLink', () => {
  it('accepts internal links to a route of the same language', () => {
    expect(checkLink('/fr/nousjoindre', 'fr', 'f.md')).toEqual({ href: '/fr/nousjoindre', external: false })
    expect(checkLink('/en/pressroom/2024-03-04#media', 'en', 'f.md').external).toBe(false)
  })

  it('refuses links to no route or to the other language', () => {
    expect(() => checkLink('/fr/contact', 'fr', 'f.md')).toThrow(/matches no route/)
    expect(() => checkLink('/en/about', 'fr', 'f.md')).toThrow(/leaves the page's language/)
  })

  it('refuses dangerous schemes', () => {
    expect(() => checkLink('javascript:alert(1)', 'en', 'f.md')).toThrow(/refused scheme/)
    expect(() => checkLink('data:text/html,hi', 'en', 'f.md')).toThrow(/refused scheme/)
  })
})

describe('renderMarkdown', () => {
  it('marks external links safe and leaves internal ones alone', () => {
    const { html } = renderMarkdown('[Santé Canada](https://www.canada.ca/fr/sante-canada.html) et [nous](/fr/nousjoindre)', 'fr', 'f.md')
    expect(html).toContain('<a href="https://www.canada.ca/fr/sante-canada.html" rel="noopener noreferrer" class="external">Santé Canada</a>')
    expect(html).toContain('<a href="/fr/nousjoindre">nous</a>')
  })

  it('prints typographic apostrophes', () => {
    expect(renderMarkdown("L'accès à l'information", 'fr', 'f.md').html).toBe('<p>L’accès à l’information</p>\n')
  })

  it('counts words of the rendered text', () => {
    expect(renderMarkdown('## Title\n\nOne two three.', 'en', 'f.md').words).toBe(4)
  })
})
