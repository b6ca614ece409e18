/**
 * The one source of truth for every screen of the site: its name and its path in
 * each language. `app/routes.ts`, the language toggle, hreflang alternates, the
 * sitemap and prerendering are all derived from this table; the route module
 * that renders a screen is beside it, in `route-modules.ts`, which TypeScript
 * holds to the same names.
 */
export const languages = ['en', 'fr'] as const
export type Lang = (typeof languages)[number]

export type Screen = {
  /** Stable name; also the route name pushed to the tag manager. Its route module: app/routing/route-modules.ts. */
  readonly name: string
  readonly paths: { readonly [L in Lang]?: string }
  /** Path params that must be filled from content (press ids) to prerender. */
  readonly params?: 'pressId' | 'archivedPressId'
  /** Kept out of the sitemap and search engines (the careers placeholder). */
  readonly noindex?: boolean
  /** The screen's page takes form posts (its route has an action); every other page answers POST with 405. */
  readonly acceptsPost?: true
  /** Indexable but not listed: print views, whose canonical link names their release page. */
  readonly sitemap?: false
  /**
   * Rendered per request, never written as a static file: the
   * healthcare-professional area and its declaration depend on a cookie or a query.
   */
  readonly prerender?: false
  /**
   * Only for visitors who declared they are healthcare professionals practising
   * in Canada (app/routing/hcp-area.ts): checked by the server (server/hcp-gate.ts)
   * and by the screen's loader. Such screens are also noindex and not prerendered.
   */
  readonly audience?: 'hcp'
  /**
   * The screen a page belongs under when its path does not say so: the company's pages under about, the coverage
   * pages under patient support (help with insurance is what the programs do, not what the catalogue lists), a
   * disease's pages under rare diseases, the policies under home, and the professionals' declaration under home too
   * (the area it opens would only send an undeclared visitor back to it). Its breadcrumb trail goes through it, and
   * the menu marks its item as the current section.
   */
  readonly parent?: string
}

/** What a screen says besides its name and its paths. */
type ScreenOptions = Omit<Screen, 'name' | 'paths'>

/**
 * A screen in both languages: its English path, then its French one. Marked free of side effects so that a
 * bundle that reads only `languages` still leaves the table out, as it did when the table was plain literals.
 */
/* #__NO_SIDE_EFFECTS__ */
function bilingual<const Name extends string, const Options extends ScreenOptions = Record<never, never>>(
  name: Name,
  en: `/en${string}`,
  fr: `/fr${string}`,
  options?: Options,
) {
  return { name, paths: { en, fr }, ...(options as Options) }
}

/**
 * A release's page and its print view: the view is indexable but kept out of the sitemap, its canonical link
 * naming the release's page.
 */
/* #__NO_SIDE_EFFECTS__ */
function withPrintView<const Name extends string>(name: Name, en: `/en${string}`, fr: `/fr${string}`, params: Screen['params']) {
  return [
    bilingual(name, en, fr, { params }),
    bilingual(`${name}-print` as `${Name}-print`, `${en}/print`, `${fr}/imprimer`, { params, sitemap: false }),
  ] as const
}

/** The healthcare-professional area's pages: for declared visitors only, so never indexed nor prerendered. */
const professionalsOnly = { audience: 'hcp', noindex: true, prerender: false } as const

export const screens = [
  bilingual('home', '/en', '/fr'),
  bilingual('about', '/en/about', '/fr/a-propos'),
  bilingual('products', '/en/products', '/fr/produits'),
  bilingual('contact', '/en/contactus', '/fr/nousjoindre', { acceptsPost: true }),
  bilingual('terms-of-use', '/en/termsofuse', '/fr/conditionsdutilisation', { parent: 'home' }),
  bilingual('return-policy', '/en/returnpolicy', '/fr/politiquederetour', { parent: 'home' }),
  bilingual('advisory-board', '/en/advisory-board', '/fr/comite-consultatif', { parent: 'about' }),
  bilingual('press-room', '/en/pressroom', '/fr/salledepresse'),
  bilingual('press-archives', '/en/pressroom/archives', '/fr/salledepresse/archives'),
  bilingual('media-kit', '/en/pressroom/media-kit', '/fr/salledepresse/dossier-de-presse'),
  ...withPrintView('press-item', '/en/pressroom/:id', '/fr/salledepresse/:id', 'pressId'),
  ...withPrintView('archived-press-item', '/en/pressroom/archives/:id', '/fr/salledepresse/archives/:id', 'archivedPressId'),
  bilingual('coverage-ruzurgi', '/en/coverage/ruzurgi', '/fr/couverture/ruzurgi', { parent: 'patient-support-program' }),
  bilingual('coverage-lysodren', '/en/coverage/lysodren', '/fr/couverture/lysodren', { parent: 'patient-support-program' }),
  bilingual('medical-information', '/en/medicalinformation', '/fr/informationmedicale', { acceptsPost: true }),
  // The short side-effect report, one tap from the home page (docs/decisions/0066-side-effect-report.md).
  bilingual('side-effect', '/en/report-side-effect', '/fr/declarer-effet-secondaire', { acceptsPost: true }),
  bilingual('research-and-development', '/en/research-and-development', '/fr/recherche-et-developement', { parent: 'about' }),
  bilingual('patient-support-program', '/en/patient-support-program', '/fr/programme-de-soutien-aux-patients'),
  bilingual('patient-support-ruzurgi', '/en/patient-support-program/ruzurgi', '/fr/programme-de-soutien-aux-patients/ruzurgi'),
  bilingual('patient-support-lysodren', '/en/patient-support-program/lysodren', '/fr/programme-de-soutien-aux-patients/lysodren'),
  bilingual('rare-diseases', '/en/rare-diseases-and-orphan-drugs', '/fr/maladies-rares-et-medicaments-orphelins'),
  bilingual('careers', '/en/careers', '/fr/carrieres', { noindex: true, parent: 'about' }),
  bilingual('health-resources', '/en/health-information-resources', '/fr/ressourcesdinformationsurlasante', { parent: 'rare-diseases' }),
  bilingual('multiple-sclerosis', '/en/multiple-sclerosis', '/fr/sclerose-en-plaques', { parent: 'rare-diseases' }),
  // Screens the site adds to the spec's tables: what a Canadian company must publish.
  bilingual('privacy', '/en/privacy', '/fr/confidentialite', { parent: 'home' }),
  bilingual('accessibility', '/en/accessibility', '/fr/accessibilite', { parent: 'home' }),
  // Site search: results rendered by the server for each query, so it works without JavaScript (docs/decisions/0100).
  bilingual('search', '/en/search', '/fr/recherche', { noindex: true, prerender: false }),
  // A reporter's answers to the team's follow-up questions: the path holds the link's single-use token, so the page is
  // rendered per request, never indexed nor listed (docs/decisions/0181).
  bilingual('follow-up', '/en/follow-up/:token', '/fr/suivi/:token', {
    acceptsPost: true,
    noindex: true,
    prerender: false,
    sitemap: false,
  }),
  // The healthcare-professional area: product facts, indications included, behind a self-declaration.
  bilingual('hcp-declaration', '/en/healthcare-professionals/declaration', '/fr/professionnels-de-la-sante/declaration', {
    acceptsPost: true,
    parent: 'home',
    noindex: true,
    prerender: false,
  }),
  bilingual('hcp-area', '/en/healthcare-professionals', '/fr/professionnels-de-la-sante', professionalsOnly),
  bilingual('hcp-ruzurgi', '/en/healthcare-professionals/ruzurgi', '/fr/professionnels-de-la-sante/ruzurgi', professionalsOnly),
  bilingual('hcp-lysodren', '/en/healthcare-professionals/lysodren', '/fr/professionnels-de-la-sante/lysodren', professionalsOnly),
] as const satisfies readonly Screen[]

export type ScreenName = (typeof screens)[number]['name']

/** Press release feeds (RSS 2.0), one per language; linked from the press room. */
export const pressFeeds = { en: '/en/pressroom/rss.xml', fr: '/fr/salledepresse/rss.xml' } as const satisfies Record<Lang, string>

/**
 * The staff area (the medical-information team's cases): rendered per request for signed-in staff only, never
 * prerendered, cached or indexed, and absent from the sitemap, the language toggle and hreflang, which read
 * `screens` only. One route per screen, the language a parameter (`/staff/en/cases`, `/staff/fr/cases`): every
 * route is listed in the manifest every public page loads, so the staff area costs it as few entries as can be.
 * It exists only when the server is configured for staff sign-in (server/staff).
 */
export type StaffScreen = {
  readonly name: string
  readonly module: string
  /** With a `:lang` segment: `en` or `fr`. */
  readonly path: string
  /** Which part of the staff area the screen belongs to: its role is the part's (app/staff/domain/roles.ts). */
  readonly part: 'cases' | 'audit' | 'sessions' | 'approvals' | 'privacy'
  readonly acceptsPost?: true
  readonly prerender: false
}

/** A staff screen: its name, its part, its route module, its path with `:lang`, and `post` when it takes posts. */
/* #__NO_SIDE_EFFECTS__ */
function staffScreen<const Name extends string>(
  name: Name,
  part: StaffScreen['part'],
  module: string,
  path: `/staff/:lang${string}`,
  post?: 'post',
): StaffScreen & { readonly name: Name } {
  return { name, module, path, part, prerender: false, ...(post ? { acceptsPost: true } : {}) }
}

export const staffScreens = [
  // Suspected spam is closed in bulk from the queue: the case list takes posts.
  staffScreen('staff-cases', 'cases', 'staff/routes/cases.tsx', '/staff/:lang/cases', 'post'),
  staffScreen('staff-cases-csv', 'cases', 'staff/routes/cases-csv.ts', '/staff/:lang/cases.csv'),
  staffScreen('staff-case', 'cases', 'staff/routes/case.tsx', '/staff/:lang/cases/:reference', 'post'),
  staffScreen('staff-case-print', 'cases', 'staff/routes/case-print.tsx', '/staff/:lang/cases/:reference/print'),
  staffScreen('staff-case-compare', 'cases', 'staff/routes/case-compare.tsx', '/staff/:lang/cases/:reference/compare/:other'),
  staffScreen('staff-figures', 'cases', 'staff/routes/figures.tsx', '/staff/:lang/figures'),
  staffScreen('staff-figures-csv', 'cases', 'staff/routes/figures-csv.ts', '/staff/:lang/figures.csv'),
  staffScreen('staff-responses', 'cases', 'staff/routes/responses.tsx', '/staff/:lang/responses'),
  staffScreen('staff-audit', 'audit', 'staff/routes/audit.tsx', '/staff/:lang/audit'),
  staffScreen('staff-audit-csv', 'audit', 'staff/routes/audit-csv.ts', '/staff/:lang/audit.csv'),
  staffScreen('staff-sessions', 'sessions', 'staff/routes/sessions.tsx', '/staff/:lang/sessions', 'post'),
  // The approval record of the site's published changes (docs/decisions/0191): read-only, for administrators.
  staffScreen('staff-approvals', 'approvals', 'staff/routes/approvals.tsx', '/staff/:lang/approvals'),
  staffScreen('staff-privacy', 'privacy', 'privacy/routes/register.tsx', '/staff/:lang/privacy', 'post'),
  staffScreen('staff-privacy-register-csv', 'privacy', 'privacy/routes/register-csv.ts', '/staff/:lang/privacy/requests.csv', 'post'),
  staffScreen('staff-privacy-request-new', 'privacy', 'privacy/routes/request-new.tsx', '/staff/:lang/privacy/requests/new', 'post'),
  staffScreen('staff-privacy-request', 'privacy', 'privacy/routes/request.tsx', '/staff/:lang/privacy/requests/:reference', 'post'),
  staffScreen('staff-privacy-erase', 'privacy', 'privacy/routes/erase.tsx', '/staff/:lang/privacy/requests/:reference/erase', 'post'),
  staffScreen('staff-privacy-export', 'privacy', 'privacy/routes/export.ts', '/staff/:lang/privacy/requests/:reference/export', 'post'),
  staffScreen('staff-privacy-incidents', 'privacy', 'privacy/routes/incidents.tsx', '/staff/:lang/privacy/incidents', 'post'),
  staffScreen('staff-privacy-incidents-csv', 'privacy', 'privacy/routes/incidents-csv.ts', '/staff/:lang/privacy/incidents.csv', 'post'),
] as const satisfies readonly StaffScreen[]

export type StaffScreenName = (typeof staffScreens)[number]['name']
