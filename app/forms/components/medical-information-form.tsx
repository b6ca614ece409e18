import { Link } from 'react-router'
import { href } from '../../routing/paths.ts'
import type { FormActionData } from '../action-data.ts'
import { dateFormats, formatDateInput } from '../domain/dates.ts'
import { formLimits } from '../domain/limits.ts'
import { medicalRequesterTypes, provinces, yesNo } from '../domain/options.ts'
import { CheckboxGroup, RadioGroup } from './choice-field.tsx'
import { ConfirmationPage } from './confirmation.tsx'
import { DateField } from './date-field.tsx'
import { FollowUp, FormShell } from './form-shell.tsx'
import { optionsOf } from './option-labels.ts'
import { SelectField } from './select-field.tsx'
import { TextArea, TextField } from './text-field.tsx'
import { useFormPage } from './use-form-page.ts'

export function MedicalInformationForm({ actionData }: { actionData: FormActionData | undefined }) {
  const page = useFormPage('medical-information', actionData)
  const { field, focus, maxChars } = page
  const { t, lang } = page.text
  if (actionData?.status === 'confirmed') return <ConfirmationPage text={page.text} data={actionData} />
  const dateHint = t('form.hint.date', { format: dateFormats[lang].pattern, example: formatDateInput('2026-03-27', lang) })
  const yesNoOptions = optionsOf(t, 'yesNo', yesNo)
  return (
    <FormShell kind="medical-information" page={page} title={t('form.title.medical-information')}>
      <p className="form-emergency">{t('form.emergency')}</p>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.aboutYou')}</h3>
        <RadioGroup
          meta={field('requesterType')}
          legend={t('form.field.requesterType')}
          options={optionsOf(t, 'requesterType', medicalRequesterTypes)}
          autoFocus={focus('requesterType')}
        />
        <FollowUp after="requesterType">
          <TextField
            meta={field('profession')}
            label={t('form.field.profession')}
            hint={t('form.help.profession')}
            autoComplete="organization-title"
            maxLength={formLimits.profession}
            autoFocus={focus('profession')}
          />
        </FollowUp>
        <TextField
          meta={field('firstName')}
          label={t('form.field.firstName')}
          autoComplete="given-name"
          maxLength={formLimits.name}
          autoFocus={focus('firstName')}
        />
        <TextField
          meta={field('lastName')}
          label={t('form.field.lastName')}
          autoComplete="family-name"
          maxLength={formLimits.name}
          autoFocus={focus('lastName')}
        />
        <TextField
          meta={field('email')}
          label={t('form.field.email')}
          hint={t('form.hint.email')}
          type="email"
          autoComplete="email"
          maxLength={formLimits.email}
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
        <RadioGroup
          meta={field('contactMethod')}
          legend={t('form.field.contactMethod')}
          options={optionsOf(t, 'contactMethod')}
          inline
          autoFocus={focus('contactMethod')}
        />
        <SelectField
          meta={field('province')}
          label={t('form.field.province')}
          placeholder={t('form.choose')}
          options={optionsOf(t, 'province', provinces, { sorted: true, lang })}
          autoFocus={focus('province')}
        />
      </div>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.request')}</h3>
        <RadioGroup
          meta={field('product')}
          legend={t('form.field.product')}
          options={optionsOf(t, 'product')}
          autoFocus={focus('product')}
        />
        <FollowUp after="product">
          <TextField
            meta={field('productOther')}
            label={t('form.field.productOther')}
            maxLength={formLimits.productName}
            autoFocus={focus('productOther')}
          />
        </FollowUp>
        <TextArea
          meta={field('question')}
          label={t('form.field.question')}
          hint={maxChars}
          maxLength={formLimits.longText}
          autoFocus={focus('question')}
        />
        <RadioGroup
          meta={field('preferredLanguage')}
          legend={t('form.field.preferredLanguage')}
          options={optionsOf(t, 'preferredLanguage')}
          inline
          autoFocus={focus('preferredLanguage')}
        />
      </div>
      <div className="form-group">
        {/* The same report in four answers instead of fourteen; this branch still takes one. */}
        <p className="form-group__hint">
          {t('form.help.shorterReport')} <Link to={href('side-effect', lang)}>{t('form.link.shorterReport')}</Link>
        </p>
        <RadioGroup
          meta={field('adverseEvent')}
          legend={t('form.field.adverseEvent')}
          hint={t('form.help.adverseEvent')}
          options={yesNoOptions}
          inline
          autoFocus={focus('adverseEvent')}
        />
        <FollowUp after="adverseEvent" title={t('form.section.adverseEvent')}>
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
            autoComplete="off"
            autoFocus={focus('aeAge')}
          />
          <RadioGroup meta={field('aeSex')} legend={t('form.field.aeSex')} options={optionsOf(t, 'sex')} autoFocus={focus('aeSex')} />
          <DateField
            meta={field('aeStartDate')}
            label={t('form.field.aeStartDate')}
            hint={dateHint}
            optional
            past
            autoFocus={focus('aeStartDate')}
          />
          <TextArea
            meta={field('aeDescription')}
            label={t('form.field.aeDescription')}
            hint={maxChars}
            maxLength={formLimits.longText}
            autoFocus={focus('aeDescription')}
          />
          <RadioGroup
            meta={field('aeSerious')}
            legend={t('form.field.aeSerious')}
            hint={t('form.help.aeSerious')}
            options={optionsOf(t, 'yesNo')}
            inline
            autoFocus={focus('aeSerious')}
          />
          <FollowUp after="aeSerious">
            <CheckboxGroup
              meta={field('aeSeriousCriteria')}
              legend={t('form.field.aeSeriousCriteria')}
              options={optionsOf(t, 'seriousCriteria')}
              autoFocus={focus('aeSeriousCriteria')}
            />
          </FollowUp>
          <SelectField
            meta={field('aeOutcome')}
            label={t('form.field.aeOutcome')}
            placeholder={t('form.choose')}
            options={optionsOf(t, 'outcome')}
            autoFocus={focus('aeOutcome')}
          />
          <RadioGroup
            meta={field('aeFollowUpConsent')}
            legend={t('form.field.aeFollowUpConsent')}
            options={yesNoOptions}
            inline
            autoFocus={focus('aeFollowUpConsent')}
          />
        </FollowUp>
      </div>
      <div className="form-group">
        <RadioGroup
          meta={field('qualityProblem')}
          legend={t('form.field.qualityProblem')}
          hint={t('form.help.qualityProblem')}
          options={yesNoOptions}
          inline
          autoFocus={focus('qualityProblem')}
        />
        <FollowUp after="qualityProblem" title={t('form.section.qualityProblem')}>
          <TextField
            meta={field('qpLotNumber')}
            label={t('form.field.qpLotNumber')}
            hint={t('form.help.qpLotNumber')}
            maxLength={formLimits.lotNumber}
            autoComplete="off"
            autoFocus={focus('qpLotNumber')}
          />
          <DateField
            meta={field('qpExpiryDate')}
            label={t('form.field.qpExpiryDate')}
            hint={dateHint}
            optional
            autoFocus={focus('qpExpiryDate')}
          />
          <TextArea
            meta={field('qpDescription')}
            label={t('form.field.qpDescription')}
            hint={maxChars}
            maxLength={formLimits.longText}
            autoFocus={focus('qpDescription')}
          />
        </FollowUp>
      </div>
    </FormShell>
  )
}
