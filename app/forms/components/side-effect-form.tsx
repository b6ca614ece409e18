import { useEffect, useState } from 'react'
import type { FormActionData } from '../action-data.ts'
import { dateFormats, formatDateInput } from '../domain/dates.ts'
import type { SideEffectField } from '../domain/fields.ts'
import { formLimits } from '../domain/limits.ts'
import { reporterRoles, suspectProducts, yesNo } from '../domain/options.ts'
import { CheckboxGroup, RadioGroup } from './choice-field.tsx'
import { ConfirmationPage } from './confirmation.tsx'
import { DateField } from './date-field.tsx'
import { OneOfGroup } from './field-shell.tsx'
import { FollowUp, FormShell } from './form-shell.tsx'
import { optionsOf } from './option-labels.ts'
import { SelectField } from './select-field.tsx'
import { TextArea, TextField } from './text-field.tsx'
import { useFormPage } from './use-form-page.ts'

/** The optional answers, folded away so that on a phone the send button follows the four minimum elements. */
const detailFields: readonly SideEffectField[] = [
  'aeStartDate',
  'aeSerious',
  'aeSeriousCriteria',
  'aeOutcome',
  'qpLotNumber',
  'otherMedicines',
  'aeFollowUpConsent',
]

/**
 * The side-effect report: who reports and how to reach them, the patient, the product and the reaction
 * (the minimum for a valid report), then the optional details in a disclosure that opens without script.
 */
export function SideEffectForm({ actionData }: { actionData: FormActionData | undefined }) {
  const page = useFormPage('side-effect', actionData)
  const { field, focus, maxChars } = page
  const { t, lang } = page.text
  // Open while one of its answers needs fixing, so the error and its field stay in view; opened or closed by
  // the visitor otherwise (the toggle keeps the state in step), never closed under their cursor.
  const detailsNeeded = detailFields.some((name) => field(name).errors !== undefined)
  const [detailsOpen, setDetailsOpen] = useState(detailsNeeded)
  if (detailsNeeded && !detailsOpen) setDetailsOpen(true)
  // A send refused in the browser focuses its first error at once, before the details it sits in have opened:
  // once they are open, the focus goes there.
  const firstError = page.summary[0]
  const focusInDetails = detailsOpen && firstError && detailFields.includes(firstError.name as SideEffectField) ? firstError.id : undefined
  useEffect(() => {
    if (focusInDetails && document.activeElement?.id !== focusInDetails) document.getElementById(focusInDetails)?.focus()
    // Only when the details open for it, not at each keystroke after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detailsOpen])
  if (actionData?.status === 'confirmed') return <ConfirmationPage text={page.text} data={actionData} />
  const dateHint = t('form.hint.date', { format: dateFormats[lang].pattern, example: formatDateInput('2026-03-27', lang) })
  return (
    <FormShell kind="side-effect" page={page} title={t('form.title.side-effect')}>
      <p className="form-emergency">{t('form.emergency')}</p>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.aboutYou')}</h3>
        <RadioGroup
          meta={field('requesterType')}
          legend={t('form.field.requesterType')}
          options={optionsOf(t, 'reporterRole', reporterRoles)}
          autoFocus={focus('requesterType')}
        />
        <TextField
          meta={field('reporterName')}
          label={t('form.field.reporterName')}
          autoComplete="name"
          maxLength={formLimits.name}
          autoFocus={focus('reporterName')}
        />
        <OneOfGroup legend={t('form.group.reachReporter')} count={2}>
          <TextField
            meta={field('email')}
            label={t('form.field.email')}
            hint={t('form.help.reachReporter')}
            type="email"
            autoComplete="email"
            maxLength={formLimits.email}
            optional
            autoFocus={focus('email')}
          />
          <TextField
            meta={field('phone')}
            label={t('form.field.phone')}
            hint={t('form.hint.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={formLimits.phone}
            optional
            autoFocus={focus('phone')}
          />
        </OneOfGroup>
      </div>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.patient')}</h3>
        <p className="form-group__hint">{t('form.help.identifyPatient')}</p>
        <OneOfGroup legend={t('form.group.identifyPatient')} count={3}>
          <TextField
            meta={field('aePatientInitials')}
            label={t('form.field.aePatientInitials')}
            hint={t('form.help.aePatientInitials')}
            maxLength={formLimits.initials}
            optional
            autoComplete="off"
            autoFocus={focus('aePatientInitials')}
          />
          <TextField
            meta={field('aeAge')}
            label={t('form.field.aeAge')}
            hint={t('form.help.aeAge')}
            maxLength={formLimits.age}
            optional
            autoComplete="off"
            autoFocus={focus('aeAge')}
          />
          <RadioGroup
            meta={field('aeSex')}
            legend={t('form.field.aeSex')}
            options={optionsOf(t, 'sex')}
            optional
            autoFocus={focus('aeSex')}
          />
        </OneOfGroup>
      </div>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.sideEffect')}</h3>
        <RadioGroup
          meta={field('suspectProduct')}
          legend={t('form.field.suspectProduct')}
          hint={t('form.help.suspectProduct')}
          options={optionsOf(t, 'suspectProduct', suspectProducts)}
          autoFocus={focus('suspectProduct')}
        />
        <FollowUp after="suspectProduct">
          <TextField
            meta={field('suspectProductName')}
            label={t('form.field.suspectProductName')}
            maxLength={formLimits.productName}
            optional
            autoFocus={focus('suspectProductName')}
          />
        </FollowUp>
        <TextArea
          meta={field('aeDescription')}
          label={t('form.field.aeDescription')}
          hint={maxChars}
          maxLength={formLimits.longText}
          autoFocus={focus('aeDescription')}
        />
      </div>
      <details
        className="form-group form-details"
        open={detailsOpen || undefined}
        onToggle={(event) => {
          const details = event.currentTarget
          // Folded with an error inside: unfolded at once (React would not, its `open` has not changed).
          if (!details.open && detailsNeeded) details.open = true
          else setDetailsOpen(details.open)
        }}
      >
        <summary className="form-group__title form-details__summary">
          {t('form.section.moreDetails')} <span className="field__requirement">{t('form.optional')}</span>
        </summary>
        <p className="form-group__hint">{t('form.help.moreDetails')}</p>
        <DateField
          meta={field('aeStartDate')}
          label={t('form.field.aeStartDate')}
          hint={dateHint}
          optional
          past
          autoFocus={focus('aeStartDate')}
        />
        <RadioGroup
          meta={field('aeSerious')}
          legend={t('form.field.aeSerious')}
          hint={t('form.help.aeSerious')}
          options={optionsOf(t, 'yesNo')}
          inline
          optional
          autoFocus={focus('aeSerious')}
        />
        <FollowUp after="aeSerious">
          <CheckboxGroup
            meta={field('aeSeriousCriteria')}
            legend={t('form.field.aeSeriousCriteria')}
            options={optionsOf(t, 'seriousCriteria')}
            optional
            autoFocus={focus('aeSeriousCriteria')}
          />
        </FollowUp>
        <SelectField
          meta={field('aeOutcome')}
          label={t('form.field.aeOutcome')}
          placeholder={t('form.choose')}
          options={optionsOf(t, 'outcome')}
          optional
          autoFocus={focus('aeOutcome')}
        />
        <TextField
          meta={field('qpLotNumber')}
          label={t('form.field.qpLotNumber')}
          hint={t('form.help.qpLotNumber')}
          maxLength={formLimits.lotNumber}
          optional
          autoComplete="off"
          autoFocus={focus('qpLotNumber')}
        />
        <TextArea
          meta={field('otherMedicines')}
          label={t('form.field.otherMedicines')}
          hint={t('form.help.otherMedicines')}
          maxLength={formLimits.longText}
          optional
          autoFocus={focus('otherMedicines')}
        />
        <RadioGroup
          meta={field('aeFollowUpConsent')}
          legend={t('form.field.aeFollowUpConsent')}
          options={optionsOf(t, 'yesNo', yesNo)}
          inline
          optional
          autoFocus={focus('aeFollowUpConsent')}
        />
      </details>
    </FormShell>
  )
}
