import { readStandardResponses } from '../../content/standard-responses.server.ts'
import { isCurrent } from '../../content/standard-responses.ts'
import { products } from '../../content/products.ts'
import { addDays } from '../../calendar/business-days.ts'
import { formatStaffDay } from '../format.ts'
import { staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/responses'

/** How long before its review-by date a response is shown as due for review: a review cycle's lead time. */
const REVIEW_SOON_DAYS = 30

/**
 * The standard responses the team may send, at their current versions, with their approval and review dates; one
 * past its date is listed and refused by the reply (the next build refuses it too). What the content holds that
 * cannot be read is left to the build's refusal: the screen lists only what could be sent.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { lang, cases } = staffPage(context)
  const today = cases.today()
  const soon = addDays(today, REVIEW_SOON_DAYS)
  const rows = readStandardResponses().responses.map((r) => ({
    id: r.id,
    title: r.texts[lang].title,
    products: r.products.map((id) => products.find((p) => p.id === id)?.brandName ?? id),
    version: r.version,
    approvedBy: r.approvedBy,
    approvedOn: r.approvedOn,
    reviewBy: r.reviewBy,
    state: !isCurrent(r, today) ? ('expired' as const) : r.reviewBy <= soon ? ('soon' as const) : ('current' as const),
  }))
  return { lang, title: staffTranslator(lang)('staff.responses.heading'), rows }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : [])

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffResponsesRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffResponses {...props} /> : null
}

function StaffResponses({ loaderData }: Route.ComponentProps) {
  const { lang, rows } = loaderData
  const t = staffTranslator(lang)
  return (
    <>
      <h1>{t('staff.responses.heading')}</h1>
      <p>{t('staff.responses.intro')}</p>
      {rows.length === 0 ? (
        <p>{t('staff.responses.empty')}</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t('staff.responses.title')}</th>
              <th scope="col">{t('staff.responses.products')}</th>
              <th scope="col">{t('staff.responses.version')}</th>
              <th scope="col">{t('staff.responses.approved')}</th>
              <th scope="col">{t('staff.responses.reviewBy')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-response={row.id}>
                <td>
                  {row.title}
                  <br />
                  <small>{row.id}</small>
                </td>
                <td>{row.products.join(', ')}</td>
                <td>{row.version}</td>
                <td>
                  {formatStaffDay(row.approvedOn, lang)}
                  <br />
                  <small>{row.approvedBy}</small>
                </td>
                <td className={row.state === 'current' ? undefined : 'staff-due staff-due--overdue'}>
                  <time dateTime={row.reviewBy}>{formatStaffDay(row.reviewBy, lang)}</time>
                  {row.state !== 'current' && (
                    <>
                      {' '}
                      <strong>{t(`staff.responses.${row.state}`)}</strong>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
