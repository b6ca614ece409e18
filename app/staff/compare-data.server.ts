import { data } from 'react-router'
import { answerTexts } from '../forms/domain/answer-lines.ts'
import { formTranslator } from '../forms/domain/messages/index.ts'
import type { SubmissionRequest } from '../forms/domain/services.ts'
import type { Lang } from '../routing/route-table.ts'
import { answerLabels } from './answer-labels.ts'
import type { CaseDetail, StaffServices, StaffUser } from './domain/services.ts'
import { formatStaffTime } from './format.ts'
import { staffTranslator } from './messages/index.ts'

const REFERENCE = /^[A-Z]{2}-\d{4}-\d{6,}$/

/** One line of the comparison: the field's label, each case's value ('' when it has none), and whether they differ. */
export type ComparedField = { name: string; label: string; current: string; other: string; differs: boolean }

/** Two texts are the same field's value when only case and spacing differ ("R.O." and "r.o."); a blank is no value. */
const sameValue = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()

function answerLines(detail: CaseDetail, lang: Lang) {
  const request = {
    form: detail.form,
    lang: detail.lang,
    answers: detail.answers,
    suspectedSpam: detail.suspectedSpam,
  } as SubmissionRequest
  const t = staffTranslator(lang)
  return answerTexts(request, formTranslator(lang), lang).map(({ name, value }) => ({
    name,
    label: t(answerLabels[name as keyof typeof answerLabels]),
    value,
  }))
}

/**
 * Two cases field by field in the page's language: the case's own facts (form, day 0, status, the team's product),
 * then every answer either gave, in this case's order and then the other's; the comparison is audited by the case
 * desk. 404 when either is missing.
 */
export async function loadComparison(
  services: StaffServices,
  reference: string | undefined,
  other: string | undefined,
  lang: Lang,
  actor: StaffUser,
) {
  const found =
    reference && other && REFERENCE.test(reference) && REFERENCE.test(other) ? await services.compareCases(reference, other, actor) : null
  if (!found) throw data({ staff: 'not-found' }, { status: 404 })
  const t = staffTranslator(lang)
  const facts = (d: CaseDetail) => ({
    form: t(`staff.form.${d.form}`),
    receivedAt: formatStaffTime(d.receivedAt, lang),
    status: t(`staff.status.${d.status}`),
    product: t(`staff.product.${d.product ?? 'none'}`),
  })
  const [mine, theirs] = [facts(found.current), facts(found.other)]
  const labels = {
    form: 'staff.field.form',
    receivedAt: 'staff.field.receivedAt',
    status: 'staff.field.status',
    product: 'staff.triage.product',
  } as const
  const rows: ComparedField[] = (Object.keys(labels) as (keyof typeof labels)[]).map((name) => ({
    name,
    label: t(labels[name]),
    current: mine[name],
    other: theirs[name],
    // Day 0 differs by nature: marked only for what the two reports say.
    differs: name !== 'receivedAt' && !sameValue(mine[name], theirs[name]),
  }))
  const [currentLines, otherLines] = [answerLines(found.current, lang), answerLines(found.other, lang)]
  const names = [...new Set([...currentLines, ...otherLines].map((line) => line.name))]
  for (const name of names) {
    const a = currentLines.find((line) => line.name === name)
    const b = otherLines.find((line) => line.name === name)
    rows.push({
      name,
      label: (a ?? b)!.label,
      current: a?.value ?? '',
      other: b?.value ?? '',
      differs: !sameValue(a?.value ?? '', b?.value ?? ''),
    })
  }
  return { reference: found.current.reference, other: found.other.reference, criteria: found.criteria, link: found.link, rows }
}
