import type { CaseStatus } from '../../domain/case-status.ts'
import { nextStatuses } from '../../domain/case-status.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffField } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'
import { CaseSelect } from './case-select.tsx'

/**
 * The status: no status chosen in advance (a slip of the hand must not move a case), what was chosen kept after a
 * refusal, the refusal under the field; the safety system's number beside it, which a transfer needs.
 */
export function StatusForm({
  status,
  externalCaseNumber,
  ...form
}: CaseFormProps & { status: CaseStatus; externalCaseNumber: string | null }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  return (
    <CasePanel id="case-workflow" title={t('staff.case.workflow')} form={form}>
      <CaseSelect of="to" form={form} current={''} options={nextStatuses(status).map((next) => [next, t(`staff.status.${next}`)])} />
      <StaffField
        id="external-case-number"
        name="externalCaseNumber"
        label={t('staff.field.externalCaseNumber')}
        hint={t('staff.case.externalHelp')}
      >
        {(props) => <input {...props} defaultValue={sentValue(sent, 'externalCaseNumber', externalCaseNumber ?? '')} maxLength={100} />}
      </StaffField>
      <IntentButton intent="status">{t('staff.case.move')}</IntentButton>
    </CasePanel>
  )
}
