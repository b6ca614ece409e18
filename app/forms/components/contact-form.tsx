import { company } from '../../content/company.ts'
import type { FormActionData } from '../action-data.ts'
import { formLimits } from '../domain/limits.ts'
import { contactRequesterTypes, provinces } from '../domain/options.ts'
import { ConsentBox, RadioGroup } from './choice-field.tsx'
import { ConfirmationPage } from './confirmation.tsx'
import { FormShell } from './form-shell.tsx'
import { optionsOf } from './option-labels.ts'
import { SelectField } from './select-field.tsx'
import { TextArea, TextField } from './text-field.tsx'
import { useFormPage } from './use-form-page.ts'

export function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  const page = useFormPage('contact', actionData)
  const { field, focus, maxChars } = page
  const { t, lang } = page.text
  if (actionData?.status === 'confirmed') return <ConfirmationPage text={page.text} data={actionData} />
  return (
    <FormShell kind="contact" page={page} title={t('form.title.contact')}>
      <div className="form-group">
        <h3 className="form-group__title">{t('form.section.aboutYou')}</h3>
        <RadioGroup
          meta={field('requesterType')}
          legend={t('form.field.requesterType')}
          options={optionsOf(t, 'requesterType', contactRequesterTypes)}
          autoFocus={focus('requesterType')}
        />
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
        <TextField
          meta={field('organization')}
          label={t('form.field.organization')}
          autoComplete="organization"
          maxLength={formLimits.organization}
          optional
          autoFocus={focus('organization')}
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
        <SelectField
          meta={field('subject')}
          label={t('form.field.subject')}
          placeholder={t('form.choose')}
          options={optionsOf(t, 'subject')}
          autoFocus={focus('subject')}
        />
        <TextArea
          meta={field('message')}
          label={t('form.field.message')}
          hint={maxChars}
          maxLength={formLimits.longText}
          autoFocus={focus('message')}
        />
        <RadioGroup
          meta={field('preferredLanguage')}
          legend={t('form.field.preferredLanguage')}
          options={optionsOf(t, 'preferredLanguage')}
          inline
          autoFocus={focus('preferredLanguage')}
        />
        <ConsentBox meta={field('consent')} label={t('form.field.consent', { company: company.name })} autoFocus={focus('consent')} />
      </div>
    </FormShell>
  )
}
