import { company } from '../../content/company.ts'
import type { Lang } from '../../routing/route-table.ts'
import { formatDateInWords } from '../../i18n/format-date.ts'
import { labelKeyOf } from './field-description.ts'
import { fieldOf, fieldOrders } from './fields.ts'
import type { Answers } from './follow-ups.ts'
import type { FormTranslate } from './messages/index.ts'
import { optionKeyOf } from './options-keys.ts'
import type { SubmissionRequest } from './services.ts'

/**
 * A submission's answers as text, by field name, in the form's order, with codes turned into their labels and
 * dates with the month in words, day first (27 March 2026 / 27 mars 2026), which nobody can read two ways. `lang`
 * is the reader's language, the one of `t`. The team's e-mail labels them as the form does (answerLines); the
 * staff area in its own words.
 */
export function answerTexts(request: SubmissionRequest, t: FormTranslate, lang: Lang): { name: string; value: string }[] {
  const answers: Answers = request.answers
  // The form's own names, in its order: a line is written for each field the form describes, none other.
  const order: readonly string[] = fieldOrders[request.form]
  const lines: { name: string; value: string }[] = []
  for (const name of order) {
    const value = answers[name]
    if (value === undefined) continue
    const field = fieldOf(request.form, name)!
    const values = Array.isArray(value) ? value.map(String) : [String(value)]
    const text = values
      .map((item) => {
        if (field.kind === 'consent') return t('form.option.yesNo.yes')
        if (field.kind === 'date') return formatDateInWords(item, lang)
        const key = 'list' in field ? optionKeyOf(field.list, item) : undefined
        return key ? t(key) : item
      })
      .join(', ')
    lines.push({ name, value: text })
  }
  return lines
}

/** A submission's answers as label and text, in the form's order: what the team's e-mail lists. */
export function answerLines(request: SubmissionRequest, t: FormTranslate, lang: Lang): { label: string; value: string }[] {
  return answerTexts(request, t, lang).map(({ name, value }) => ({
    label: t(labelKeyOf(name, fieldOf(request.form, name)!), { company: company.name }),
    value,
  }))
}
