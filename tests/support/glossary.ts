import type { Lang } from '../../app/routing/route-table.ts'

/**
 * One term per concept, for the public and for staff (the glossary of docs/content-guide.md), held by the wording
 * tests over the content, the catalogues and the e-mails. An unwanted effect someone had while taking a product:
 * the public reads “side effect” / « effet secondaire », the staff area says “adverse event” / « effet
 * indésirable », Health Canada's word for what a company reports. The professional area speaks the monograph's
 * words and is held by neither rule.
 */
export const glossary = {
  sideEffect: {
    public: { en: 'side effect', fr: 'effet secondaire' },
    staff: { en: 'adverse event', fr: 'effet indésirable' },
  },
} as const

/** Another site's page named in a link's text (“[adverse reaction reporting](https://…)”) is its name, not ours. */
const OTHER_SITE_LINK = /\[[^\]]*\]\(https?:[^)]*\)/g

/** The names public text does not use for a side effect: the staff's, Health Canada's and the trials'. */
const notPublic = {
  en: /\badverse (?:drug )?(?:events?|reactions?)\b/gi,
  fr: /(?<!\p{L})(?:effets?|événements?|réactions?) indésirables?(?!\p{L})/giu,
}

/**
 * The one place public text may name the staff term: as a gloss right after its own, “side effect (adverse
 * event)”, “a side effect, also called an adverse event”, « effet secondaire (effet indésirable) ».
 */
const glossBefore = {
  en: /\bside[- ]effects?,? (?:\(|also called (?:an? )?)$/i,
  fr: /\beffets? secondaires?,? (?:\(|aussi appelés? )$/i,
}
const staffTerm = { en: /^adverse events?$/i, fr: /^effets? indésirables?$/i }

/** The other names of a side effect in a public text, outside a gloss of the staff term and other sites' link text. */
export function publicTermDrift(text: string, lang: Lang): string[] {
  const prose = text.replace(OTHER_SITE_LINK, ' ')
  return [...prose.matchAll(notPublic[lang])]
    .filter((match) => !(staffTerm[lang].test(match[0]) && glossBefore[lang].test(prose.slice(Math.max(0, match.index - 40), match.index))))
    .map((match) => match[0])
}

/**
 * The words staff text does not use: the public's term, but as the name of the public form (its catalogues' key
 * ends with `form.side-effect`), and « événement indésirable », which Health Canada does not use for the reports
 * of a company that markets drugs. “Serious adverse reaction” / « réaction indésirable grave », the regulation's
 * own words for what is due to Health Canada in 15 days (C.01.016), is another concept and stays.
 */
const notStaff = {
  en: /\bside[- ]effects?\b/gi,
  fr: /(?<!\p{L})(?:effets? secondaires?|événements? indésirables?)(?!\p{L})/giu,
}
export const isPublicFormName = (key: string) => /(?:^|\.)form\.side-effect$/.test(key)

export function staffTermDrift(text: string, lang: Lang): string[] {
  return [...text.matchAll(notStaff[lang])].map((match) => match[0])
}
