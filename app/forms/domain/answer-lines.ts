import { company } from '../../content/company.ts'
import type { Lang } from '../../routing/route-table.ts'
import { formatDateInput } from './dates.ts'
import { fieldLabelKey, fieldOf, fieldOrders, type FieldName } from './fields.ts'
import type { Answers } from './follow-ups.ts'
import type { FormTranslate } from './messages/index.ts'
import { optionKeyOf } from './options-keys.ts'
import type { SubmissionRequest } from './services.ts'

/**
 * A submission's answers as label and text, in the form's order, with codes
 * turned into their labels and dates written in the form's format (with the
 * calendar day, so 03/04/26 cannot be read two ways): what the team's e-mail
 * lists. `lang` is the language the visitor typed dates in.
 */
export function answerLines(request: SubmissionRequest, t: FormTranslate, lang: Lang): { label: string; value: string }[] {
  const answers: Answers = request.answers
  // The form's own names, in its order: a line is written for each field the form describes, none other.
  const order: readonly FieldName[] = fieldOrders[request.form]
  const lines: { label: string; value: string }[] = []
  for (const name of order) {
    const value = answers[name]
    if (value === undefined) continue
    const { kind, list } = fieldOf(request.form, name)!
    const label = t(fieldLabelKey(name), { company: company.name })
    const values = Array.isArray(value) ? value.map(String) : [String(value)]
    const text = values
      .map((item) => {
        if (kind === 'consent') return t('form.option.yesNo.yes')
        if (kind === 'date') return `${formatDateInput(item, lang)} (${item})`
        const key = list ? optionKeyOf(list, item) : undefined
        return key ? t(key) : item
      })
      .join(', ')
    lines.push({ label, value: text })
  }
  return lines
}
