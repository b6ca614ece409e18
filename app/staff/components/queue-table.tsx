import type { Lang } from '../../routing/route-table.ts'
import { BULK_FIELD } from './bulk-close-form.tsx'
import { reportClock, runningClocks } from '../domain/clock.ts'
import type { CaseSummary } from '../domain/services.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { formatStaffCompact } from '../format.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import { CaseFlags } from './case-flags.tsx'
import { DueDate, ReportDue } from './due-date.tsx'
import { ColumnHeads } from './column-heads.tsx'

/** The clocks still running, the report to Health Canada first; else how the report ended. */
function Deadline({ c, today, lang, t }: { c: CaseSummary; today: string; lang: Lang; t: StaffTranslate }) {
  const running = runningClocks(c).sort((a, b) => (a.clock === b.clock ? 0 : a.clock === 'report' ? -1 : 1))
  if (running.length)
    return (
      <>
        {running.map(({ clock, due }) => (
          <span key={clock} className="staff-deadline__line">
            <span className="staff-deadline__clock">{t(clock === 'report' ? 'staff.deadline.report' : 'staff.deadline.triage')}</span>{' '}
            <DueDate due={due} today={today} met={false} lang={lang} urgent={clock === 'report'} />
          </span>
        ))}
      </>
    )
  return c.reportDue ? <ReportDue summary={c} today={today} lang={lang} /> : <>—</>
}

/** A cell with its column's name, which a phone's card shows beside it; one wrapper, so the card's grid has two items. */
function Cell({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <td data-label={label} className={className}>
      <span className="staff-cell">{children}</span>
    </td>
  )
}

/**
 * The queue's cases. Only an overdue report to Health Canada tints its row (the strong colour means one thing);
 * other lateness is said in words. Below 600 px each row is a card (staff.css), its cells labelled.
 */
export function QueueTable({ cases, lang, today, selectable }: { cases: CaseSummary[]; lang: Lang; today: string; selectable: boolean }) {
  const t = staffTranslator(lang)
  const label = {
    deadline: t('staff.deadline.heading'),
    flags: t('staff.field.flags'),
    status: t('staff.field.status'),
    owner: t('staff.field.owner'),
    receivedAt: t('staff.field.receivedAt'),
    form: t('staff.field.form'),
    lang: t('staff.field.lang'),
  }
  return (
    <table className="staff-table staff-queue" id="queue">
      <ColumnHeads
        labels={[
          t('staff.field.reference'),
          label.deadline,
          label.flags,
          label.status,
          label.owner,
          label.receivedAt,
          label.form,
          label.lang,
        ]}
        before={
          selectable && (
            <th scope="col" id={BULK_FIELD} tabIndex={-1}>
              <span className="visually-hidden">{t('staff.bulk.select')}</span>
            </th>
          )
        }
      />
      <tbody>
        {cases.map((c) => (
          <tr
            key={c.reference}
            data-reference={c.reference}
            data-attention={reportClock(c, today).state === 'overdue' ? 'report-overdue' : undefined}
          >
            {selectable && (
              <td className="staff-queue__select">
                <label>
                  <input type="checkbox" name="reference" value={c.reference} form="bulk-close" />
                  <span className="visually-hidden">{t('staff.bulk.selectOne', { reference: c.reference })}</span>
                </label>
              </td>
            )}
            <th scope="row" className="staff-reference">
              <a href={staffHref('staff-case', lang, { reference: c.reference })}>{c.reference}</a>
            </th>
            <Cell label={label.deadline} className="staff-deadline">
              <Deadline c={c} today={today} lang={lang} t={t} />
            </Cell>
            <Cell label={label.flags}>
              <CaseFlags summary={c} lang={lang} />
            </Cell>
            <Cell label={label.status}>{t(`staff.status.${c.status}`)}</Cell>
            <Cell label={label.owner}>{c.owner ?? t('staff.field.noOwner')}</Cell>
            <Cell label={label.receivedAt}>
              <time dateTime={c.receivedAt}>{formatStaffCompact(c.receivedAt, lang)}</time>
            </Cell>
            <Cell label={label.form}>{t(`staff.form.${c.form}`)}</Cell>
            <Cell label={label.lang}>{t(`staff.lang.${c.lang}`)}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
