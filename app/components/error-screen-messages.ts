import { defineCatalogues } from '../i18n/define-catalogues.ts'

const en = {
  'error.notFound.title': 'Page not found',
  'error.notFound.noRoute': 'Page not found: {path}',
  'error.notFound.invalid': 'Page Not Found: {path}',
  'error.notFound.help': 'The address may be mistyped, or the page may have moved.',
  'error.server.title': 'Internal Server Error',
  'error.server.help': 'Something went wrong on our side. Please try again in a few minutes.',
  'error.status': 'Error {status}',
  'error.badRequest.title': 'Bad Request',
  'error.methodNotAllowed.title': 'Method Not Allowed',
  'error.uriTooLong.title': 'Address Too Long',
  'error.badRequest.help': 'The address or the data sent could not be read. Check the address, or start again from the home page.',
  'error.methodNotAllowed.help': 'This page can only be viewed, not sent to. Follow a link or use the page’s form instead.',
  'error.uriTooLong.help': 'The address is too long to be a page of this site. Check it, or start again from the home page.',
  'error.forbidden.title': 'Not Sent From This Site',
  'error.forbidden.help': 'This page only accepts what is sent from the site itself. Open the page again and use its button.',
  'error.tooLarge.title': 'Too Much Data Sent',
  'error.tooLarge.help': 'What was sent is larger than this page accepts. Open the page again and use its button.',
  'error.unsupportedType.title': 'Data Not Readable',
  'error.unsupportedType.help': 'This page accepts only what its own form sends. Open the page again and use its button.',
  'error.home': 'Go to the home page',
  'error.doors.title': 'Where to go from here',
  'error.way.title': 'Find the page',
} as const

/**
 * The error screen's own strings, in the chunk that shows it: a page that never fails never downloads them. The
 * strings of the screen's way on (the menu's names) stay in the interface catalogue.
 */
export const errorScreenMessages = defineCatalogues({
  en,
  fr: {
    'error.notFound.title': 'Page introuvable',
    'error.notFound.noRoute': 'Page introuvable : {path}',
    'error.notFound.invalid': 'Page introuvable : {path}',
    'error.notFound.help': 'L’adresse est peut-être mal écrite, ou la page a été déplacée.',
    'error.server.title': 'Erreur interne du serveur',
    'error.server.help': 'Un problème est survenu de notre côté. Veuillez réessayer dans quelques minutes.',
    'error.status': 'Erreur {status}',
    'error.badRequest.title': 'Requête incorrecte',
    'error.methodNotAllowed.title': 'Méthode non autorisée',
    'error.uriTooLong.title': 'Adresse trop longue',
    'error.badRequest.help': 'L’adresse ou les données envoyées sont illisibles. Vérifiez l’adresse ou repartez de la page d’accueil.',
    'error.methodNotAllowed.help': 'Cette page peut seulement être consultée. Suivez un lien ou utilisez le formulaire de la page.',
    'error.uriTooLong.help':
      'L’adresse est trop longue pour correspondre à une page de ce site. Vérifiez-la ou repartez de la page d’accueil.',
    'error.forbidden.title': 'Envoi refusé',
    'error.forbidden.help':
      'Cette page n’accepte que ce qui est envoyé depuis le site lui-même. Ouvrez de nouveau la page et utilisez son bouton.',
    'error.tooLarge.title': 'Trop de données envoyées',
    'error.tooLarge.help': 'Ce qui a été envoyé dépasse ce que cette page accepte. Ouvrez de nouveau la page et utilisez son bouton.',
    'error.unsupportedType.title': 'Données illisibles',
    'error.unsupportedType.help':
      'Cette page n’accepte que ce que son propre formulaire envoie. Ouvrez de nouveau la page et utilisez son bouton.',
    'error.home': 'Aller à la page d’accueil',
    'error.doors.title': 'Par où continuer',
    'error.way.title': 'Trouver la page',
  },
})
