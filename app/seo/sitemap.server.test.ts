import { describe, expect, it } from 'vitest'
import { sitemapEntries, sitemapXml } from './sitemap.server.ts'

describe('sitemap', () => {
  const entries = sitemapEntries()

  it('lists the privacy policy and the accessibility statement in both languages', () => {
    expect(entries).toContainEqual(expect.objectContaining({ paths: { en: '/en/privacy', fr: '/fr/confidentialite' } }))
    expect(entries).toContainEqual(expect.objectContaining({ paths: { en: '/en/accessibility', fr: '/fr/accessibilite' } }))
  })

  it('leaves out every page of the healthcare-professional area, its declaration included', () => {
    expect(sitemapXml()).not.toMatch(/healthcare-professionals|professionnels-de-la-sante/)
    expect(
      entries.flatMap((e) => Object.values(e.paths)).filter((p) => /healthcare-professionals|professionnels-de-la-sante/.test(p)),
    ).toEqual([])
  })
})
