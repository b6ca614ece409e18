import { contactChannels, contactDirections } from '../../domain/contact-log.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffChoices, StaffField, StaffFieldset } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'
import { CaseSelect } from './case-select.tsx'

/** A call or other contact with the person, for the history: when, which way, how, and what was said. */
export function ContactForm({ today, ...form }: CaseFormProps & { today: string }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  const direction = sentValue(sent, 'direction', '')
  return (
    <CasePanel id="case-contact" title={t('staff.contact.heading')} form={form}>
      <StaffField id="contact-on" name="on" label={t('staff.contact.on')} required>
        {(props) => <input {...props} type="date" defaultValue={sentValue(sent, 'on', today)} />}
      </StaffField>
      <StaffFieldset id="contact-direction" legend={t('staff.contact.direction')} required>
        <StaffChoices
          type="radio"
          name="direction"
          options={contactDirections.map((value) => [value, t(`staff.contact.direction.${value}`)])}
          chosen={[direction]}
        />
      </StaffFieldset>
      <CaseSelect
        of="contactChannel"
        form={form}
        current={'phone'}
        options={contactChannels.map((value) => [value, t(`staff.contact.channel.${value}`)])}
      />
      <StaffField id="contact-summary" name="summary" label={t('staff.contact.summary')} required>
        {(props) => <textarea {...props} rows={3} maxLength={4000} defaultValue={sentValue(sent, 'summary', '')} />}
      </StaffField>
      <IntentButton intent="contact">{t('staff.contact.save')}</IntentButton>
    </CasePanel>
  )
}
