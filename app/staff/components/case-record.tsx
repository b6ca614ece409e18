import type { Lang } from '../../routing/route-table.ts'
import { reportDone, triageDone } from '../domain/case-status.ts'
import type { CaseEvent, CaseSummary } from '../domain/services.ts'
import { formatStaffTime } from '../format.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import { CaseFlags } from './case-flags.tsx'
import { DueDate } from './due-date.tsx'

type Record = CaseSummary & { answers: { label: string; value: string }[]; history: CaseEvent[]; legalHold?: string | null }

function eventText(event: CaseEvent, t: StaffTranslate): string {
  const d = event.details
  if (event.kind === 'status') {
    const moved = t('staff.event.status', {
      from: t(`staff.status.${d.from as CaseSummary['status']}`),
      to: t(`staff.status.${d.to as CaseSummary['status']}`),
    })
    return d.externalCaseNumber ? `${moved} – ${t('staff.event.external', { number: d.externalCaseNumber })}` : moved
  }
  if (event.kind === 'owner') return t('staff.event.owner', { owner: d.to ?? t('staff.field.noOwner') })
  return t('staff.event.note', { text: d.text ?? '' })
}

/** The facts of a case (reference, day 0, language, flags, clock, status), its answers and history: the page and its print view. */
export function CaseRecord({ record, lang, today }: { record: Record; lang: Lang; today: string }) {
  const t = staffTranslator(lang)
  return (
    <>
      <section aria-labelledby="case-facts">
        <h2 id="case-facts">{t('staff.case.clock')}</h2>
        <dl>
          <dt>{t('staff.field.reference')}</dt>
          <dd>{record.reference}</dd>
          <dt>{t('staff.field.form')}</dt>
          <dd>{t(`staff.form.${record.form}`)}</dd>
          <dt>{t('staff.field.receivedAt')}</dt>
          <dd>
            <time dateTime={record.receivedAt}>{formatStaffTime(record.receivedAt, lang)}</time>
          </dd>
          <dt>{t('staff.field.lang')}</dt>
          <dd>{t(`staff.lang.${record.lang}`)}</dd>
          <dt>{t('staff.field.flags')}</dt>
          <dd>
            <CaseFlags summary={record} lang={lang} />
          </dd>
          <dt>{t('staff.field.status')}</dt>
          <dd data-field="status">{t(`staff.status.${record.status}`)}</dd>
          <dt>{t('staff.field.owner')}</dt>
          <dd>{record.owner ?? t('staff.field.noOwner')}</dd>
          <dt>{t('staff.field.externalCaseNumber')}</dt>
          <dd data-field="external-case-number">{record.externalCaseNumber ?? '—'}</dd>
          <dt>{t('staff.field.triageDue')}</dt>
          <dd data-field="triage-due">
            <DueDate due={record.triageDue} today={today} met={triageDone(record.status)} lang={lang} />
          </dd>
          <dt>{t('staff.field.reportDue')}</dt>
          <dd data-field="report-due">
            <DueDate due={record.reportDue} today={today} met={reportDone(record.status)} lang={lang} />
          </dd>
          {record.legalHold && (
            <>
              <dt>{t('staff.field.legalHold')}</dt>
              <dd data-field="legal-hold">{record.legalHold}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="case-answers">
        <h2 id="case-answers">{t('staff.case.answers')}</h2>
        <dl>
          {record.answers.map(({ label, value }) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="case-history">
        <h2 id="case-history">{t('staff.case.history')}</h2>
        <ol className="staff-history">
          <li>
            <time dateTime={record.receivedAt}>{formatStaffTime(record.receivedAt, lang)}</time> – {t('staff.case.received')}
          </li>
          {record.history.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{formatStaffTime(event.at, lang)}</time> – {event.actor} – {eventText(event, t)}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
