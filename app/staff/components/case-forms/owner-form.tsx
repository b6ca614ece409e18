import type { TeamMember } from '../../domain/services.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import type { CaseFormProps } from './sent.ts'
import { CaseSelect } from './case-select.tsx'

/** The owner, picked from the team (who has signed in with the role), or none; or the person signed in, in one click. */
export function OwnerForm({ ownerSubject, team, ...form }: CaseFormProps & { ownerSubject: string | null; team: TeamMember[] }) {
  const { lang } = form
  const t = staffTranslator(lang)
  return (
    <CasePanel id="case-owner" title={t('staff.field.owner')} form={form}>
      <CaseSelect of="owner" form={form} current={ownerSubject ?? ''} options={team.map((member) => [member.subject, member.name])} />
      <div className="staff-actions">
        <IntentButton intent="owner">{t('staff.case.assign')}</IntentButton>
        <IntentButton intent="assign-me" secondary>
          {t('staff.case.assignToMe')}
        </IntentButton>
      </div>
    </CasePanel>
  )
}
