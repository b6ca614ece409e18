import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffField } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'

/** A note to the case's history (a call, what the reporter said): the team's words, never in the audit log. */
export function NoteForm({ ...form }: CaseFormProps) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  return (
    <CasePanel id="case-note" title={t('staff.case.note')} form={form}>
      <StaffField id="note" name="note" label={t('staff.case.noteLabel')} required>
        {(props) => <textarea {...props} rows={3} maxLength={4000} defaultValue={sentValue(sent, 'note', '')} />}
      </StaffField>
      <IntentButton intent="note">{t('staff.case.addNote')}</IntentButton>
    </CasePanel>
  )
}
