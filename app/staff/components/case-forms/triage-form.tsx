import type { CaseSummary } from '../../domain/services.ts'
import { caseProducts, seriousCriteria } from '../../domain/triage.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffChoices, StaffField, StaffFieldset } from '../staff-form.tsx'
import { CaseForm } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'
import { CaseSelect } from './case-select.tsx'

type Flag = 'adverseEvent' | 'serious' | 'qualityProblem' | 'suspectedSpam'

/**
 * The team's reading of the case, which starts as the visitor's answers: adverse event, serious with its criteria,
 * the product, quality complaint, suspected spam. Marking a serious adverse event starts the report's clock from day
 * 0; clearing either flag asks why. Open while the case is new, or after a refusal; folded once triaged.
 */
export function TriageForm({ record, ...form }: CaseFormProps & { record: CaseSummary }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  const current: Record<Flag, boolean> = {
    adverseEvent: record.adverseEvent,
    serious: record.seriousAdverseEvent,
    qualityProblem: record.qualityProblem,
    suspectedSpam: record.suspectedSpam,
  }
  const flag = (name: Flag) => sentValue(sent, name, current[name] ? 'yes' : 'no')
  const criteria = sent ? [sent.values.seriousCriteria ?? []].flat() : record.seriousCriteria
  const yesNoOptions = (['yes', 'no'] as const).map((value) => [value, t(`staff.filters.${value}`)] as const)
  const yesNo = (name: Flag, legend: string, id: string, hint?: string) => (
    <StaffFieldset id={id} legend={legend} inline hint={hint}>
      <StaffChoices type="radio" name={name} options={yesNoOptions} chosen={[flag(name)]} />
    </StaffFieldset>
  )
  return (
    <section aria-labelledby="case-triage" className="staff-panel">
      <details open={record.status === 'new' || sent !== null}>
        <summary>
          <h2 id="case-triage">{t('staff.triage.heading')}</h2>
        </summary>
        <CaseForm form={form}>
          <input type="hidden" name="wasAdverseEvent" value={current.adverseEvent ? 'yes' : 'no'} />
          <input type="hidden" name="wasSerious" value={current.serious ? 'yes' : 'no'} />
          {yesNo('adverseEvent', t('staff.triage.adverseEvent'), 'triage-adverse-event')}
          {yesNo('serious', t('staff.triage.serious'), 'triage-serious', t('staff.triage.seriousHint'))}
          <StaffFieldset id="triage-criteria" legend={t('staff.triage.seriousCriteria')} hint={t('staff.triage.criteriaHint')}>
            <StaffChoices
              type="checkbox"
              name="seriousCriteria"
              options={seriousCriteria.map((criterion) => [criterion, t(`staff.criterion.${criterion}`)])}
              chosen={criteria}
            />
          </StaffFieldset>
          <CaseSelect
            of="product"
            form={form}
            current={record.product ?? ''}
            options={caseProducts.map((product) => [product, t(`staff.product.${product}`)])}
          />
          {yesNo('qualityProblem', t('staff.triage.qualityProblem'), 'triage-quality')}
          {yesNo('suspectedSpam', t('staff.triage.suspectedSpam'), 'triage-spam')}
          <StaffField id="triage-reason" name="reason" label={t('staff.triage.reason')} hint={t('staff.triage.reasonHint')}>
            {(props) => <textarea {...props} rows={2} maxLength={1000} defaultValue={sentValue(sent, 'reason', '')} />}
          </StaffField>
          <IntentButton intent="triage">{t('staff.triage.save')}</IntentButton>
        </CaseForm>
      </details>
    </section>
  )
}
