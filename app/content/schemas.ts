import { z } from 'zod'
import { company } from './company.ts'
import { pageArts } from './page-art.ts'
import { screens, type ScreenName } from '../routing/route-table.ts'
import { easternDay, easternInstant } from './publication-time.ts'

/** Content dates are plain calendar days, as YAML 1.2 reads `2024-03-04` (app/content/front-matter.ts). */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD / doit être une date écrite AAAA-MM-JJ')

/** Lengths the build holds a page or a release to; the CMS's editor checks the same ones while the editor types. */
export const limits = {
  pageDescription: { min: 50, max: 200 },
  pressSummary: { min: 20, max: 300 },
} as const

const phoneKeys = Object.keys(company.phones) as [keyof typeof company.phones, ...(keyof typeof company.phones)[]]

/** The screens a card may lead to, named as in the route table, so one name gives the page of each language. */
export const linkableScreens = screens.filter((screen) => !('params' in screen)).map((screen) => screen.name) as [ScreenName, ...ScreenName[]]
const screenLink = z.enum(linkableScreens)

/** The drawings a card may carry: the site's icons (app/components/icons/). */
export const cardIcons = ['newspaper', 'pill', 'stethoscope', 'triangle-alert', 'mail', 'phone', 'info', 'map-pin'] as const

/**
 * A hub page's grid of its key destinations, right under its lede: a small heading over the grid, then one card per
 * destination. A card is a product's (its name as the product cards set it) or titled; its text is one paragraph of
 * Markdown (tokens allowed), its number is shown large, its heading leads to `link` and `more` adds links below it.
 */
export const pageCards = z.strictObject({
  heading: z.string().trim().min(1),
  items: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).optional(),
        product: z.enum(['ruzurgi', 'lysodren']).optional(),
        icon: z.enum(cardIcons).optional(),
        text: z.string().trim().min(1),
        phone: z.enum(phoneKeys).optional(),
        link: screenLink.optional(),
        more: z.array(z.strictObject({ link: screenLink, text: z.string().trim().min(1) })).optional(),
      }).refine((card) => (card.title === undefined) !== (card.product === undefined), {
        message: 'needs a title or a product, not both / demande un titre ou un produit, pas les deux',
      }),
    )
    .min(2),
})
export type PageCards = z.infer<typeof pageCards>

export const pageFrontMatter = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(limits.pageDescription.min).max(limits.pageDescription.max),
  dateModified: isoDay,
  /**
   * The number a visitor of this page most likely came to call (a support program's): shown first, above the
   * page's sections, with the programs' hours.
   */
  call: z.enum(phoneKeys).optional(),
  /** The drawing in the page's band: the part of the site the page belongs to (app/content/page-art.ts). */
  illustration: z.enum(pageArts).optional(),
  /** The grid of the page's key destinations, right under its lede. */
  cards: pageCards.optional(),
})
export type PageFrontMatter = z.infer<typeof pageFrontMatter>

/** An instant with its offset, as ISO 8601 writes it. */
const withOffset = z.iso.datetime({ offset: true })

export const pressFrontMatter = z.strictObject({
  id: z.string().regex(/^\d{4}-\d{2}-\d{2}(-\d+)?$/, 'must be YYYY-MM-DD, with -2, -3… for a second release that day / doit être AAAA-MM-JJ, avec -2, -3… pour un deuxième communiqué le même jour'),
  published: isoDay,
  title: z.string().trim().min(1),
  summary: z.string().trim().min(limits.pressSummary.min).max(limits.pressSummary.max),
  /**
   * How lists, cards and feeds name the release when its own title or summary names a condition: those pages
   * also name products, and a product beside a condition is a claim (app/content/claims.server.ts).
   */
  listingTitle: z.string().trim().min(1).optional(),
  listingSummary: z.string().trim().min(limits.pressSummary.min).max(limits.pressSummary.max).optional(),
  archived: z.boolean(),
  dateModified: isoDay,
  /**
   * When the release may first appear: Montréal's clock, `2026-12-01T07:00` (what the CMS writes), or ISO 8601 with
   * its offset, `2026-12-01T07:00:00-05:00`; read as the instant, with its offset. Until then no build shows it
   * anywhere; its `published` day must be that instant's day in Eastern time (app/content/publication-time.ts).
   */
  publishAt: z
    .string()
    .transform((value, context) => {
        const instant = withOffset.safeParse(value).success ? value : easternInstant(value)
        if (instant === undefined) {
          context.addIssue({
            code: 'custom',
            message:
              'must be a day and time in Eastern time, such as 2026-12-01T07:00, or with its offset, such as 2026-12-01T07:00:00-05:00 / ' +
              'doit être un jour et une heure, heure de l’Est, comme 2026-12-01T07:00, ou avec son décalage, comme 2026-12-01T07:00:00-05:00',
          })
          return z.NEVER
        }
        return instant
      })
    .optional(),
}).refine((release) => release.publishAt === undefined || easternDay(release.publishAt) === release.published, {
  path: ['published'],
  message: 'must be the day of publishAt in Eastern time / doit être le jour de publishAt, heure de l’Est',
})
export type PressFrontMatter = z.infer<typeof pressFrontMatter>

/** content/data/translation-reviews.json: a translator's record that a file needs no change after its counterpart's. */
export const translationReviews = z.strictObject({
  reviews: z.array(
    z.strictObject({
      file: z.string().regex(/^content\/(pages|press|fragments)\/(en|fr)\/[\w-]+\.md$/, 'must name a content file, such as content/pages/fr/about.md'),
      reviewed: isoDay,
      by: z.string().trim().min(1),
      note: z.string().optional(),
    }),
  ),
})
