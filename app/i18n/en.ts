import { locales } from './locales.ts'

/** English interface strings. Page copy lives in `content/`, not here. */
export const en = {
  'site.name': 'Nordora Pharma',
  'site.tagline': 'Access to orphan drugs for people living with rare diseases in Canada',
  'skip.main': 'Skip to main content',
  'nav.label': 'Main menu',
  'nav.home': 'Home',
  'nav.about': 'About us',
  'nav.products': 'Products',
  'nav.rareDiseases': 'Rare diseases',
  'nav.patientSupport': 'Patient support',
  'nav.medicalInformation': 'Medical information',
  'nav.pressRoom': 'Press room',
  'nav.pressArchives': 'Press release archives',
  'nav.contact': 'Contact us',
  'nav.hcp': 'Healthcare professionals',
  'lang.name': locales.en.name,
  'lang.toggle': locales.fr.name,
  'lang.toggleLabel': 'Lire cette page en français',
  'lang.toggleHome': 'Aller à l’accueil en français',
  'footer.terms': 'Terms of use',
  'footer.returnPolicy': 'Return policy',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'footer.privacy': 'Privacy policy',
  'footer.accessibility': 'Accessibility',
  'footer.hcp': 'Healthcare professionals',
  'page.dateModified': 'Date modified:',
  'help.title': 'Questions about our products?',
  'help.text': 'Our medical information service answers in English and French.',
  'help.report': 'Report a side effect',
  // ── Behaviours (consent banner, blocked links) ──
  'consent.label': 'Privacy choices',
  'consent.text':
    'With your permission, we would like to count visits to this site to improve it. Some pages are about health conditions, so nothing is measured unless you agree. You can change your choice at any time with the “Cookie preferences” link at the bottom of each page.',
  'consent.accept': 'Accept analytics',
  'consent.reject': 'Reject analytics',
  'consent.preferences': 'Cookie preferences',
  'navigation.blocked': 'This link was not followed: its address is unsafe or leads to a site we do not link to.',
  // ── end of behaviours ──
  // ── Healthcare-professional area ──
  'consent.privacyLink': 'Read our privacy policy',
  // ── Brand, header, footer and home page ──
  'site.homeLink': 'Nordora Pharma, home page',
  'nav.menu': 'Menu',
  'nav.close': 'Close',
  'siteSearch.label': 'Search the site',
  'siteSearch.submit': 'Search',
  'breadcrumbs.label': 'Breadcrumb',
  'toc.label': 'On this page',
  'contact.address': 'Address:',
  'footer.contactHeading': 'Contact us',
  'contact.cardTitle': 'Our contact details',
  'footer.companyHeading': 'Company',
  'footer.legalHeading': 'Legal',
  'footer.phoneMain': 'Main line:',
  'footer.phoneSideEffects': 'Side effects and medical information:',
  'footer.careers': 'Careers',
  'footer.advisoryBoard': 'Advisory board',
  'footer.research': 'Research and development',
  loading: 'Loading…',
} as const

/** Every catalogue has the English one's keys, each with a string. */
export type Messages = { readonly [K in keyof typeof en]: string }
