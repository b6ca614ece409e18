import { describe, expect, it } from 'vitest'
import { checkLink, renderMarkdown } from '../../content/markdown.server.ts'

/** The build-time half of the guard: content cannot link where the site would refuse to go. */
describe('content link check at build time', () => {
  it('refuses disguised dangerous schemes', () => {
    for (const href of ['JAVASCRIPT:alert(1)', 'java%0Ascript:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x', 'data:text/html,x']) {
      expect(() => checkLink(href, 'en', 'pages/en/about.md')).toThrow('pages/en/about.md: link')
    }
  })

  it('refuses a host that is not on the allow list, naming the list', () => {
    expect(() => checkLink('https://evil.example/', 'en', 'pages/en/about.md')).toThrow(
      /not on the navigation allow list \(app\/lib\/navigation-guard\/allowed-hosts\.ts\)/,
    )
    expect(() => checkLink('//evil.example/', 'en', 'pages/en/about.md')).toThrow(/allow list/)
  })

  it('renders allowed external links as external', () => {
    expect(checkLink('https://recalls-rappels.canada.ca/en', 'en', 'f.md')).toEqual({
      href: 'https://recalls-rappels.canada.ca/en',
      external: true,
    })
    expect(checkLink('mailto:info@nordorapharma.ca', 'en', 'f.md')).toEqual({ href: 'mailto:info@nordorapharma.ca', external: false })
    expect(renderMarkdown('[RQMO](https://rqmo.org/)', 'fr', 'f.md').html).toContain('class="external"')
  })
})
