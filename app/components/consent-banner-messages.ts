import { defineCatalogues } from '../i18n/define-catalogues.ts'

const en = {
  'consent.title': 'Your privacy choices',
  'consent.choose': 'Customize',
  'consent.optionsLegend': 'Cookies on this site',
  'consent.necessary': 'Strictly necessary (always on)',
  'consent.necessaryText': 'Remember your choice and keep the site secure.',
  'consent.analytics': 'Analytics',
  'consent.analyticsText': 'Count page visits with Google Tag Manager. No advertising, no sale of data.',
  'consent.save': 'Save my choices',
  'consent.summary':
    'With your permission, we would like to count visits to improve this site. Some pages are about health, so nothing is measured unless you agree.',
} as const

/**
 * The banner's own strings, in the lazily loaded chunk that shows it: a
 * visitor who has already chosen never downloads them. The strings the
 * fallback banner and the footer share stay in the interface catalogue.
 */
export const consentBannerMessages = defineCatalogues({
  en,
  fr: {
    'consent.title': 'Vos choix en matière de confidentialité',
    'consent.choose': 'Personnaliser',
    'consent.optionsLegend': 'Témoins utilisés sur ce site',
    'consent.necessary': 'Strictement nécessaires (toujours actifs)',
    'consent.necessaryText': 'Retenir votre choix et protéger le site.',
    'consent.analytics': 'Mesure d’audience',
    'consent.analyticsText': 'Compter les pages consultées au moyen de Google Tag Manager. Aucune publicité, aucune vente de données.',
    'consent.save': 'Enregistrer mes choix',
    'consent.summary':
      'Avec votre permission, nous aimerions compter les visites pour améliorer ce site. Certaines pages portent sur la santé : rien n’est mesuré sans votre accord.',
  },
})
