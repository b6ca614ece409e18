import type { Lang } from '../../routing/route-table.ts'
import { closeReasonText } from '../case-words.ts'
import { triageDone } from '../domain/case-status.ts'
import type { CaseSummary } from '../domain/services.ts'
import { formatStaffTime } from '../format.ts'
import { staffTranslator } from '../messages/index.ts'
import { CaseFlags } from './case-flags.tsx'
import { DueDate, ReportDue } from './due-date.tsx'
import type { CaseEvent } from '../domain/services.ts'

/** A case's properties: the clock, status and owner, the safety system's number, its form, day 0, its triage. */
export function CaseProperties({
  record,
  lang,
  today,
}: {
  record: CaseSummary & { legalHold?: string | null; history?: readonly CaseEvent[] }
  lang: Lang
  today: string
}) {
  const t = staffTranslator(lang)
  return (
    <section aria-labelledby="case-facts">
      <h2 id="case-facts">{t('staff.case.clock')}</h2>
      <dl className="staff-facts">
        <dt>{t('staff.field.status')}</dt>
        <dd data-field="status">{t(`staff.status.${record.status}`)}</dd>
        <dt>{t('staff.field.reportDue')}</dt>
        <dd data-field="report-due">
          <ReportDue summary={record} today={today} lang={lang} />
        </dd>
        {record.followUpReportDue && (
          <>
            <dt>{t('staff.followUp.reportDue')}</dt>
            <dd data-field="follow-up-report-due">
              <DueDate due={record.followUpReportDue} today={today} met={false} lang={lang} urgent />
            </dd>
          </>
        )}
        <dt>{t('staff.field.triageDue')}</dt>
        <dd data-field="triage-due">
          <DueDate due={record.triageDue} today={today} met={triageDone(record.status)} lang={lang} />
        </dd>
        <dt>{t('staff.field.externalCaseNumber')}</dt>
        <dd data-field="external-case-number">{record.externalCaseNumber ?? '—'}</dd>
        {record.closure && (
          <>
            <dt>{t('staff.field.closure')}</dt>
            <dd data-field="closure">
              {closeReasonText(record.closure.reason, record.closure.duplicateOf, t)} –{' '}
              {record.closure.confirmedBy
                ? t('staff.closure.confirmedBy', { requester: record.closure.requestedBy, confirmer: record.closure.confirmedBy })
                : t('staff.closure.waiting', { requester: record.closure.requestedBy })}
            </dd>
          </>
        )}
        <dt>{t('staff.field.owner')}</dt>
        <dd data-field="owner">{record.owner ?? t('staff.field.noOwner')}</dd>
        <dt>{t('staff.field.flags')}</dt>
        <dd data-field="flags">
          <CaseFlags summary={record} lang={lang} />
        </dd>
        <dt>{t('staff.triage.product')}</dt>
        <dd data-field="product">{record.product ? t(`staff.product.${record.product}`) : '—'}</dd>
        <dt>{t('staff.field.form')}</dt>
        <dd>{t(`staff.form.${record.form}`)}</dd>
        <dt>{t('staff.field.receivedAt')}</dt>
        <dd>
          <time dateTime={record.receivedAt}>{formatStaffTime(record.receivedAt, lang)}</time>
        </dd>
        <dt>{t('staff.field.lang')}</dt>
        <dd>{t(`staff.lang.${record.lang}`)}</dd>
        {record.legalHold && (
          <>
            <dt>{t('staff.field.legalHold')}</dt>
            <dd data-field="legal-hold">{record.legalHold}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
