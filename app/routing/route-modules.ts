import type { ScreenName } from './route-table.ts'

/**
 * The route module (under `app/`) that renders each screen of the route table, in both languages. Only the build
 * reads it (app/routes.ts); the table itself is in every page, for its links and its language toggle, and these
 * paths were 53 bytes of it, brotli, that no browser used (docs/decisions/0155). `satisfies` holds it to the
 * table: a screen without its module, or a module for no screen, fails the type check.
 */
export const screenModules = {
  home: 'routes/home.tsx',
  about: 'routes/content-page.tsx',
  products: 'routes/content-page.tsx',
  contact: 'routes/form-page.tsx',
  'terms-of-use': 'routes/content-page.tsx',
  'return-policy': 'routes/content-page.tsx',
  'advisory-board': 'routes/content-page.tsx',
  'press-room': 'routes/press-room.tsx',
  'press-archives': 'routes/press-archives.tsx',
  'media-kit': 'routes/content-page.tsx',
  'press-item': 'routes/press-item.tsx',
  'press-item-print': 'routes/press-item-print.tsx',
  'archived-press-item': 'routes/press-item.tsx',
  'archived-press-item-print': 'routes/press-item-print.tsx',
  'coverage-ruzurgi': 'routes/content-page.tsx',
  'coverage-lysodren': 'routes/content-page.tsx',
  'medical-information': 'routes/form-page.tsx',
  'side-effect': 'routes/form-page.tsx',
  'research-and-development': 'routes/content-page.tsx',
  'patient-support-program': 'routes/content-page.tsx',
  'patient-support-ruzurgi': 'routes/content-page.tsx',
  'patient-support-lysodren': 'routes/content-page.tsx',
  'rare-diseases': 'routes/content-page.tsx',
  careers: 'routes/content-page.tsx',
  'health-resources': 'routes/content-page.tsx',
  'multiple-sclerosis': 'routes/content-page.tsx',
  privacy: 'routes/content-page.tsx',
  accessibility: 'routes/content-page.tsx',
  search: 'routes/search.tsx',
  'follow-up': 'routes/follow-up.tsx',
  'hcp-declaration': 'routes/hcp-declaration.tsx',
  'hcp-area': 'routes/hcp-area.tsx',
  'hcp-ruzurgi': 'routes/hcp-product.tsx',
  'hcp-lysodren': 'routes/hcp-product.tsx',
} as const satisfies Record<ScreenName, string>
