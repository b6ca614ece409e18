import type { Lang } from '../../app/routing/route-table.ts'

/**
 * One typography per language, checked rather than hoped for: curly
 * apostrophes and quotation marks everywhere; in French, a non-breaking
 * space before `:` (U+00A0), the narrow one before `; ! ?` (U+202F: one
 * width everywhere, as the printed page sets it), and inside « guillemets ». Used by the tests on every visible
 * string: Markdown bodies, front matter and the interface catalogues.
 */
const NB = '\u00a0\u202f'

/** Parts of a Markdown or template string that are not read as prose: code, link targets, HTML tags, placeholders, addresses. */
const NOT_PROSE = /`[^`]*`|\]\([^)]*\)|<[^>]+>|\{\{[^}]*\}\}|\{\w+\}|(?:https?|mailto|tel):[^\s)>\]]+|\b[\w.+-]+@[\w.-]+\.\w+/g

export function proseOf(text: string): string {
  return text.replace(NOT_PROSE, ' ')
}

export type TypographyProblem = { rule: string; excerpt: string }

const rules: { rule: string; langs: readonly Lang[]; pattern: RegExp }[] = [
  { rule: 'straight apostrophe (write ’)', langs: ['en', 'fr'], pattern: /\p{L}'|'\p{L}/gu },
  { rule: 'straight quotation mark (write “ ” in English, « » in French)', langs: ['en', 'fr'], pattern: /"/g },
  { rule: 'no non-breaking space before : (French)', langs: ['fr'], pattern: new RegExp(`[^${NB}\\d]:(?=[\\s*_)]|$)`, 'gmu') },
  { rule: 'no non-breaking space before ; ! ? (French)', langs: ['fr'], pattern: new RegExp(`[^${NB}][;!?](?=[\\s*_)»]|$)`, 'gmu') },
  {
    rule: 'wide non-breaking space before ; ! ? (French: write the narrow U+202F)',
    langs: ['fr'],
    pattern: /\u00a0[;!?](?=[\s*_)»]|$)/gmu,
  },
  { rule: 'no non-breaking space after « (French)', langs: ['fr'], pattern: new RegExp(`«[^${NB}]`, 'gu') },
  { rule: 'no non-breaking space before » (French)', langs: ['fr'], pattern: new RegExp(`[^${NB}]»`, 'gu') },
  { rule: 'breaking space in a time (write 8\u00a0h\u00a030, non-breaking)', langs: ['fr'], pattern: /\d h\b|\bh \d\d\b/gu },
  { rule: 'English quotation marks in French (write « »)', langs: ['fr'], pattern: /[“”]/g },
  { rule: 'two periods after an abbreviation (Inc..)', langs: ['en', 'fr'], pattern: /\b(?:Inc|inc|Ltd|ltée)\.\./g },
]

/** Every typography problem in a visible string of the given language. */
export function typographyProblems(text: string, lang: Lang): TypographyProblem[] {
  const prose = proseOf(text)
  const problems: TypographyProblem[] = []
  for (const { rule, langs, pattern } of rules) {
    if (!langs.includes(lang)) continue
    for (const match of prose.matchAll(pattern)) {
      const start = Math.max(0, (match.index ?? 0) - 20)
      problems.push({ rule, excerpt: prose.slice(start, (match.index ?? 0) + 20).replace(/\s+/g, ' ') })
    }
  }
  return problems
}

/** Another verb than the site's for reporting a side effect (« déclarer », report), before or after its object. */
export const otherReportingVerb = {
  fr: /\bsignal\p{L}*\s[^.;:]{0,40}\b(effets?|réactions?|indésirables?)\b|\b(effets?|réactions?)\s(secondaires?|indésirables?)\b[^.;:]{0,30}\bsignal\p{L}*/iu,
  // Telling one's healthcare team stays right; telling us is reporting.
  en: /\b(notify|flag|signal)\w*\b[^.;:]{0,30}\b(side effects?|adverse (reactions?|events?))\b|\btell (us|program staff)\b[^.;:]{0,20}\b(side effects?|adverse)/i,
}
