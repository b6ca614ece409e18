import { approvalRecordContext, readApprovalRecord } from '../approval-record-context.server.ts'
import type { RecordLine } from '../domain/approval-record.ts'
import { formatStaffTime } from '../format.ts'
import { staffPage } from '../gate.server.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import type { Lang } from '../../routing/route-table.ts'
import type { Route } from './+types/approvals'

/** The approval record of the build this server runs, newest first, for administrators (docs/decisions/0191). */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang } = staffPage(context)
  const record = readApprovalRecord(context.get(approvalRecordContext))
  return { lang, title: staffTranslator(lang)('staff.approvals.heading'), ...record, lines: [...record.lines].reverse() }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script), as every staff screen (docs/decisions/0111). */
export default function StaffApprovalsRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffApprovals {...props} /> : null
}

function StaffApprovals({ loaderData }: Route.ComponentProps) {
  const { lang, lines, unreadable, found } = loaderData
  const t = staffTranslator(lang)
  const changes = lines.filter((line) => line.kind !== 'start')
  return (
    <>
      <h1>{t('staff.approvals.heading')}</h1>
      <p>{t('staff.approvals.intro')}</p>
      {unreadable > 0 && (
        <p className="staff-message" role="alert">
          {t('staff.approvals.unreadable', { count: unreadable })}
        </p>
      )}
      {!found ? (
        <p>{t('staff.approvals.missing')}</p>
      ) : (
        <>
          <p>{changes.length === 0 ? t('staff.approvals.empty') : t('staff.approvals.count', { count: changes.length })}</p>
          <ol className="staff-approvals">
            {lines.map((line, index) => (
              <li key={index} data-kind={line.kind}>
                <RecordEntry line={line} lang={lang} t={t} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  )
}

function RecordEntry({ line, lang, t }: { line: RecordLine; lang: Lang; t: StaffTranslate }) {
  if (line.kind === 'start')
    return (
      <>
        <h2>{t('staff.approvals.start')}</h2>
        <p>{line.note}</p>
      </>
    )
  if (line.kind === 'acknowledgement')
    return (
      <>
        <h2>{t('staff.approvals.acknowledged')}</h2>
        <dl>
          <dt>{t('staff.approvals.commit')}</dt>
          <dd>{line.commits.map((commit) => commit.slice(0, 12)).join(', ')}</dd>
          <dt>{t('staff.approvals.reason')}</dt>
          <dd>{line.reason}</dd>
        </dl>
      </>
    )
  const { mergeRequest } = line
  return (
    <>
      <h2>
        <a href={mergeRequest.url}>{t('staff.approvals.mergeRequest', { iid: mergeRequest.iid })}</a> · {mergeRequest.title}
      </h2>
      {line.verdict === 'not approved' && <p className="staff-flag staff-flag--urgent">{t('staff.approvals.notApproved')}</p>}
      <dl>
        <dt>{t('staff.approvals.merged')}</dt>
        <dd>{line.mergedAt ? formatStaffTime(line.mergedAt, lang) : '—'}</dd>
        <dt>{t('staff.approvals.author')}</dt>
        <dd>
          {mergeRequest.author.name} ({mergeRequest.author.username})
        </dd>
        <dt>{t('staff.approvals.approvedBy')}</dt>
        <dd>
          <ul>
            {line.approvals.map((approval) => (
              <li key={approval.username}>
                {approval.name} ({approval.roles.map((role) => t(`staff.approvals.role.${role}`)).join(', ')}) —{' '}
                {formatStaffTime(approval.at, lang)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('staff.approvals.lastChange')}</dt>
        <dd>{formatStaffTime(line.lastChangeAt, lang)}</dd>
        <dt>{t('staff.approvals.files')}</dt>
        <dd>
          <ul>
            {line.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('staff.approvals.commit')}</dt>
        <dd>
          <code>{line.commit.slice(0, 12)}</code>
        </dd>
        <dt>{t('staff.approvals.recorded')}</dt>
        <dd>{formatStaffTime(line.recordedAt, lang)}</dd>
      </dl>
    </>
  )
}
