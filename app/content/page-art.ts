/**
 * The drawings a content page's band can carry: one per part of the site, so a visitor sees where they are
 * before they read, and pages of one part look alike. A page names its drawing and the drawing's text in its
 * front matter (`illustration`, `illustrationAlt`); without a text the drawing is decorative. The drawings are
 * files under `public/images/art/`, coloured by the design tokens through a CSS mask. The error screens take
 * `wayfinding`, a signpost.
 */
export const pageArts = ['company', 'medicine', 'support', 'care', 'press', 'contact', 'policy', 'science', 'wayfinding'] as const
export type PageArt = (typeof pageArts)[number]

/** A page's drawing as the page shows it: the drawing, and what it says (empty when it only decorates). */
export type Illustration = { drawing: PageArt; alt: string }
