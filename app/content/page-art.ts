/**
 * The drawings a content page's band can carry: one per part of the site, so a visitor sees where they are
 * before they read, and pages of one part look alike. A page names its drawing in its front matter
 * (`illustration`). The drawing is decoration, hidden from assistive technology: the title and the trail say where
 * the reader is (docs/decisions/0203). The drawings are files under `public/images/art/`, coloured by the design
 * tokens through a CSS mask. The error screens take `wayfinding`, a signpost; the side-effect report `report`,
 * the alert triangle its links carry everywhere.
 */
export const pageArts = ['company', 'medicine', 'support', 'care', 'report', 'press', 'contact', 'policy', 'science', 'wayfinding'] as const
export type PageArt = (typeof pageArts)[number]

/** A page's drawing as the page shows it. */
export type Illustration = { drawing: PageArt }
