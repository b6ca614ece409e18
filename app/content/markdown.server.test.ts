import { describe, expect, it } from 'vitest'
import { checkLink, fillTokens, renderMarkdown } from './markdown.server.ts'

describe('fillTokens', () => {
  it('fills company facts, with the address in the page’s language', () => {
    expect(fillTokens('{{company.name}} · {{company.legalName}}', 'en', 'f.md')).toBe('Nordora Pharma · Nordora Pharma Inc.')
    expect(fillTokens('{{company.legalName}}', 'fr', 'f.md')).toBe('Nordora Pharma inc.')
    expect(fillTokens('Operated by {{company.legalName}}. Read on.', 'en', 'f.md')).toBe('Operated by Nordora Pharma Inc. Read on.')
    expect(fillTokens('{{address}}', 'fr', 'f.md')).toBe('2000, rue Peel, bureau 900, Montréal (Québec) H3A 2W5')
    expect(fillTokens('{{address}}', 'en', 'f.md')).toBe('2000 Peel Street, Suite 900, Montréal, Quebec H3A 2W5')
  })

  it('writes phone numbers in the page’s style, as tel: links', () => {
    expect(fillTokens('{{phone.medicalInformation}}', 'en', 'f.md')).toBe('<a href="tel:+18885550142" class="phone-link">1\u2011888\u2011555\u20110142</a>')
    expect(fillTokens('{{phone.medicalInformation}}', 'fr', 'f.md')).toBe('<a href="tel:+18885550142" class="phone-link">1\u00a0888\u00a0555\u20110142</a>')
    // A fax number is written the same way, but a phone must not offer to dial it.
    expect(fillTokens('{{fax.main}}', 'fr', 'f.md')).toBe('<span class="phone-number">1\u00a0514\u00a0555\u20110199</span>')
    const { html } = renderMarkdown('- **Telephone:** {{phone.pspRuzurgi}}', 'en', 'f.md')
    expect(html).toContain('<strong>Telephone:</strong> <a href="tel:+18885550150" class="phone-link">')
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
