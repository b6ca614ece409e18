/**
 * The one source of truth for every screen of the site: its name, its path in
 * each language and the route module that renders it. `app/routes.ts`, the
 * language toggle, hreflang alternates, the sitemap and prerendering are all
 * derived from this table, so a screen is added here and nowhere else.
 */
export const languages = ['en', 'fr'] as const
export type Lang = (typeof languages)[number]

export type Screen = {
  /** Stable name; also the route name pushed to the tag manager. */
  readonly name: string
  /** Route module under `app/`, shared by both languages. */
  readonly module: string
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
}

export const screens = [
  { name: 'home', module: 'routes/home.tsx', paths: { en: '/en', fr: '/fr' } },
  { name: 'about', module: 'routes/content-page.tsx', paths: { en: '/en/about', fr: '/fr/a-propos' } },
  { name: 'products', module: 'routes/content-page.tsx', paths: { en: '/en/products', fr: '/fr/produits' } },
  { name: 'contact', module: 'routes/form-page.tsx', acceptsPost: true, paths: { en: '/en/contactus', fr: '/fr/nousjoindre' } },
  { name: 'terms-of-use', module: 'routes/content-page.tsx', paths: { en: '/en/termsofuse', fr: '/fr/conditionsdutilisation' } },
  { name: 'return-policy', module: 'routes/content-page.tsx', paths: { en: '/en/returnpolicy', fr: '/fr/politiquederetour' } },
  { name: 'advisory-board', module: 'routes/content-page.tsx', paths: { en: '/en/advisory-board', fr: '/fr/comite-consultatif' } },
  { name: 'press-room', module: 'routes/press-room.tsx', paths: { en: '/en/pressroom', fr: '/fr/salledepresse' } },
  {
    name: 'press-archives',
    module: 'routes/press-archives.tsx',
    paths: { en: '/en/pressroom/archives', fr: '/fr/salledepresse/archives' },
  },
  {
    name: 'media-kit',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/pressroom/media-kit', fr: '/fr/salledepresse/dossier-de-presse' },
  },
  {
    name: 'press-item',
    module: 'routes/press-item.tsx',
    params: 'pressId',
    paths: { en: '/en/pressroom/:id', fr: '/fr/salledepresse/:id' },
  },
  {
    name: 'press-item-print',
    module: 'routes/press-item-print.tsx',
    params: 'pressId',
    sitemap: false,
    paths: { en: '/en/pressroom/:id/print', fr: '/fr/salledepresse/:id/imprimer' },
  },
  {
    name: 'archived-press-item',
    module: 'routes/press-item.tsx',
    params: 'archivedPressId',
    paths: { en: '/en/pressroom/archives/:id', fr: '/fr/salledepresse/archives/:id' },
  },
  {
    name: 'archived-press-item-print',
    module: 'routes/press-item-print.tsx',
    params: 'archivedPressId',
    sitemap: false,
    paths: { en: '/en/pressroom/archives/:id/print', fr: '/fr/salledepresse/archives/:id/imprimer' },
  },
  { name: 'coverage-ruzurgi', module: 'routes/content-page.tsx', paths: { en: '/en/coverage/ruzurgi', fr: '/fr/couverture/ruzurgi' } },
  { name: 'coverage-lysodren', module: 'routes/content-page.tsx', paths: { en: '/en/coverage/lysodren', fr: '/fr/couverture/lysodren' } },
  {
    name: 'medical-information',
    module: 'routes/form-page.tsx',
    acceptsPost: true,
    paths: { en: '/en/medicalinformation', fr: '/fr/informationmedicale' },
  },
  // The short side-effect report, one tap from the home page (docs/decisions/0066-side-effect-report.md).
  {
    name: 'side-effect',
    module: 'routes/form-page.tsx',
    acceptsPost: true,
    paths: { en: '/en/report-side-effect', fr: '/fr/declarer-effet-secondaire' },
  },
  {
    name: 'research-and-development',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/research-and-development', fr: '/fr/recherche-et-developement' },
  },
  {
    name: 'patient-support-program',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/patient-support-program', fr: '/fr/programme-de-soutien-aux-patients' },
  },
  {
    name: 'patient-support-ruzurgi',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/patient-support-program/ruzurgi', fr: '/fr/programme-de-soutien-aux-patients/ruzurgi' },
  },
  {
    name: 'patient-support-lysodren',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/patient-support-program/lysodren', fr: '/fr/programme-de-soutien-aux-patients/lysodren' },
  },
  {
    name: 'rare-diseases',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/rare-diseases-and-orphan-drugs', fr: '/fr/maladies-rares-et-medicaments-orphelins' },
  },
  { name: 'careers', module: 'routes/content-page.tsx', noindex: true, paths: { en: '/en/careers', fr: '/fr/carrieres' } },
  {
    name: 'health-resources',
    module: 'routes/content-page.tsx',
    paths: { en: '/en/health-information-resources', fr: '/fr/ressourcesdinformationsurlasante' },
  },
  { name: 'multiple-sclerosis', module: 'routes/content-page.tsx', paths: { fr: '/fr/sclerose-en-plaques' } },
  // Screens the site adds to the spec's tables: what a Canadian company must publish.
  { name: 'privacy', module: 'routes/content-page.tsx', paths: { en: '/en/privacy', fr: '/fr/confidentialite' } },
  { name: 'accessibility', module: 'routes/content-page.tsx', paths: { en: '/en/accessibility', fr: '/fr/accessibilite' } },
  // Site search: results rendered by the server for each query, so it works without JavaScript (docs/decisions/0100).
  { name: 'search', module: 'routes/search.tsx', noindex: true, prerender: false, paths: { en: '/en/search', fr: '/fr/recherche' } },
  // The healthcare-professional area: product facts, indications included, behind a self-declaration.
  {
    name: 'hcp-declaration',
    module: 'routes/hcp-declaration.tsx',
    acceptsPost: true,
    noindex: true,
    prerender: false,
    paths: { en: '/en/healthcare-professionals/declaration', fr: '/fr/professionnels-de-la-sante/declaration' },
  },
  {
    name: 'hcp-area',
    module: 'routes/hcp-area.tsx',
    audience: 'hcp',
    noindex: true,
    prerender: false,
    paths: { en: '/en/healthcare-professionals', fr: '/fr/professionnels-de-la-sante' },
  },
  {
    name: 'hcp-ruzurgi',
    module: 'routes/hcp-product.tsx',
    audience: 'hcp',
    noindex: true,
    prerender: false,
    paths: { en: '/en/healthcare-professionals/ruzurgi', fr: '/fr/professionnels-de-la-sante/ruzurgi' },
  },
  {
    name: 'hcp-lysodren',
    module: 'routes/hcp-product.tsx',
    audience: 'hcp',
    noindex: true,
    prerender: false,
    paths: { en: '/en/healthcare-professionals/lysodren', fr: '/fr/professionnels-de-la-sante/lysodren' },
  },
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
  readonly acceptsPost?: true
  readonly prerender: false
}

export const staffScreens = [
  { name: 'staff-cases', module: 'routes/staff-cases.tsx', prerender: false, path: '/staff/:lang/cases' },
  { name: 'staff-cases-csv', module: 'routes/staff-cases-csv.ts', prerender: false, path: '/staff/:lang/cases.csv' },
  { name: 'staff-case', module: 'routes/staff-case.tsx', acceptsPost: true, prerender: false, path: '/staff/:lang/cases/:reference' },
  { name: 'staff-case-print', module: 'routes/staff-case-print.tsx', prerender: false, path: '/staff/:lang/cases/:reference/print' },
  { name: 'staff-audit', module: 'routes/staff-audit.tsx', prerender: false, path: '/staff/:lang/audit' },
  { name: 'staff-privacy', module: 'routes/staff-privacy.tsx', acceptsPost: true, prerender: false, path: '/staff/:lang/privacy' },
  {
    name: 'staff-privacy-export',
    module: 'routes/staff-privacy-export.ts',
    acceptsPost: true,
    prerender: false,
    path: '/staff/:lang/privacy/export',
  },
  {
    name: 'staff-privacy-incidents',
    module: 'routes/staff-privacy-incidents.tsx',
    acceptsPost: true,
    prerender: false,
    path: '/staff/:lang/privacy/incidents',
  },
  {
    name: 'staff-privacy-incidents-csv',
    module: 'routes/staff-privacy-incidents-csv.ts',
    prerender: false,
    path: '/staff/:lang/privacy/incidents.csv',
  },
] as const satisfies readonly StaffScreen[]

export type StaffScreenName = (typeof staffScreens)[number]['name']
