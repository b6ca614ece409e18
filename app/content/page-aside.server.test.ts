import { describe, expect, it } from 'vitest'
import { languages } from '../routing/route-table.ts'
import { company } from './company.ts'
import { formatPhone } from './phone.ts'
import { pageAside } from './page-aside.server.tsx'

describe('a screen’s own side card (app/content/page-aside.server.tsx)', () => {
  it('on the press pages is the media contact: her name, her title, the media e-mail and a number, in the page’s language', () => {
    for (const lang of languages) {
      for (const screen of ['press-room', 'press-archives', 'media-kit']) {
        const aside = pageAside(screen, lang)!
        expect(aside, `${lang}/${screen}`).toMatch(/^<aside aria-labelledby="media-card-title"><h2 id="media-card-title"/)
        expect(aside).toContain(`${company.mediaContact.name}, ${company.mediaContact.title[lang]}`)
        expect(aside).toContain(`href="mailto:${company.emails.media}"`)
        expect(aside).toContain(formatPhone(company.phones.main, lang))
      }
    }
  })

  it('on the side-effect report leads with the number that takes a report, then Health Canada’s', () => {
    for (const lang of languages) {
      const aside = pageAside('side-effect', lang)!
      const ours = aside.indexOf(formatPhone(company.phones.medicalInformation, lang))
      expect(ours).toBeGreaterThan(0)
      expect(aside.indexOf(formatPhone(company.phones.canadaVigilance, lang))).toBeGreaterThan(ours)
      expect(aside).toContain('class="help-card__phone"')
      expect(aside).toContain(lang === 'en' ? 'Report by telephone' : 'Déclarer par téléphone')
    }
  })

  it('on the contact page is the head office, each way in once: address, main line, toll-free, fax (not a link), e-mail, hours', () => {
    for (const lang of languages) {
      const aside = pageAside('contact', lang)!
      expect(aside).toMatch(/^<aside aria-labelledby="office-card-title"><h2 id="office-card-title"/)
      expect(aside).toContain(lang === 'en' ? 'Head office' : 'Siège social')
      expect(aside).toContain(company.address.street[lang])
      for (const phone of [company.phones.main, company.phones.tollFree]) {
        expect(aside.split(formatPhone(phone, lang))).toHaveLength(2)
      }
      expect(aside).toContain(`<span class="phone-number">${formatPhone(company.faxes.main, lang)}</span>`)
      expect(aside).not.toContain(formatPhone(company.phones.medicalInformation, lang))
      expect(aside.split(`mailto:${company.emails.info}`)).toHaveLength(2)
      expect(aside).toContain(company.hours.office[lang])
    }
  })

  it('is nothing elsewhere: the article’s help card or contact card stays', () => {
    for (const screen of ['about', 'products', 'medical-information', 'careers', 'press-item', 'home']) {
      expect(pageAside(screen, 'en'), screen).toBeUndefined()
    }
  })
})
