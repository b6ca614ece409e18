import type { ScreenName } from '../routing/route-table.ts'

/**
 * The drawing beside a content page's title: one per part of the site, so a
 * visitor sees where they are before they read, and pages of one part look
 * alike. Decorative only (the title names the page); the drawings are files
 * under `public/images/art/`, coloured by the design tokens through a CSS mask. The error screens take
 * `wayfinding`, a signpost.
 */
export const pageArts = ['company', 'medicine', 'support', 'care', 'press', 'contact', 'policy', 'science', 'wayfinding'] as const
export type PageArt = (typeof pageArts)[number]

const artOfScreen: Partial<Record<ScreenName, PageArt>> = {
  about: 'company',
  'advisory-board': 'company',
  careers: 'company',
  'media-kit': 'press',
  products: 'medicine',
  'hcp-ruzurgi': 'medicine',
  'hcp-lysodren': 'medicine',
  'patient-support-program': 'support',
  'patient-support-ruzurgi': 'support',
  'patient-support-lysodren': 'support',
  'coverage-ruzurgi': 'support',
  'coverage-lysodren': 'support',
  'medical-information': 'care',
  'side-effect': 'care',
  'health-resources': 'care',
  'hcp-area': 'care',
  'hcp-declaration': 'care',
  contact: 'contact',
  'press-room': 'press',
  'press-archives': 'press',
  'terms-of-use': 'policy',
  'return-policy': 'policy',
  privacy: 'policy',
  accessibility: 'policy',
  'research-and-development': 'science',
  'rare-diseases': 'science',
  'multiple-sclerosis': 'science',
}

export function pageArt(screen: string): PageArt | undefined {
  return artOfScreen[screen as ScreenName]
}
