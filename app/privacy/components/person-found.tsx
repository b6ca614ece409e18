import type { Lang } from '../../routing/route-table.ts'
import { formatStaffDay, formatStaffTime } from '../../staff/format.ts'
import { answerLabel } from '../correctable-fields.ts'
import { messageKindLabel } from '../message-kinds.ts'
import { privacyTranslator } from '../messages/index.ts'
import type { PersonRecord } from '../person.ts'
import { isAdverseEventReport } from '../retention-schedule.ts'
import { ColumnHeads } from '../../staff/components/column-heads.tsx'

/** The table's columns, by their headings' messages. */
const columns = [
  'staff.field.reference',
  'staff.field.receivedAt',
  'staff.privacy.fields',
  'staff.privacy.consent',
  'staff.privacy.hold',
] as const

/**
 * What a find shows of the person: each submission with the answers that hold the address (named as the form
 * names them, in the page's language), the privacy notice its sender saw and why it is kept, then the stored
 * e-mails and e-mail files.
 */
export function PersonFound({ person, lang }: { person: PersonRecord; lang: Lang }) {
  const t = privacyTranslator(lang)
  return (
    <section aria-labelledby="person-heading">
      <h3 id="person-heading">{t('staff.privacy.found', { email: person.email })}</h3>
      <p>
        {t('staff.privacy.foundCounts', {
          submissions: person.submissions.length,
          messages: person.messages.length,
          files: person.mailFiles.length,
        })}
      </p>
      {person.submissions.length > 0 && (
        <table className="staff-table">
          <ColumnHeads labels={columns.map((key) => t(key))} />
          <tbody>
            {person.submissions.map((item) => (
              <tr key={item.reference} data-reference={item.reference}>
                <td>{item.reference}</td>
                <td>{formatStaffTime(item.receivedAt, lang)}</td>
                <td data-field="fields">{item.fields.map((field) => answerLabel(item.form, field, lang)).join(', ')}</td>
                <td data-field="consent">{item.consent ? formatStaffDay(item.consent.noticeVersion, lang) : '—'}</td>
                <td>{item.legalHold ?? (isAdverseEventReport(item) ? t('staff.privacy.pharmacovigilance') : '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {person.messages.length > 0 && (
        <ul>
          {person.messages.map((message) => (
            <li key={message.id}>
              {message.reference === null
                ? t('staff.privacy.messageLoose', { kind: t(messageKindLabel(message.kind)) })
                : t('staff.privacy.message', { kind: t(messageKindLabel(message.kind)), reference: message.reference })}
            </li>
          ))}
        </ul>
      )}
      {person.mailFiles.length > 0 && (
        <ul>
          {person.mailFiles.map((file) => (
            <li key={file}>
              <code>{file}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
