import { formatPhone, telHref } from '../content/phone.ts'
import type { Lang } from '../routing/route-table.ts'
import { Mail } from './icons/mail.tsx'
import { Phone } from './icons/phone.tsx'

/**
 * Side cards of the pages whose readers need another contact than the help card's medical information service.
 * Rendered once on the server into the loader's `aside` HTML (app/content/page-aside.server.tsx), like the grids of
 * cards: no hook and no router, so no script reaches a page for them. They take the contact card's look.
 */

/** A number the reader's phone can call, in the page language's style. */
function Tel({ phone, lang }: { phone: string; lang: Lang }) {
  return (
    <a href={telHref(phone)} className="phone-link">
      {formatPhone(phone, lang)}
    </a>
  )
}

/** The press pages' side card: the person journalists reach, as a release names her. */
export function MediaCard(props: { title: string; name: string; role: string; email: string; phone: string; lang: Lang }) {
  return (
    <aside aria-labelledby="media-card-title">
      <h2 id="media-card-title" className="contact-card__title">
        {props.title}
      </h2>
      <div className="contact-block">
        <p>
          {props.name}, {props.role}
        </p>
        <ul className="contact-block__phones">
          <li className="contact-block__row">
            <Mail className="icon" />
            <a href={`mailto:${props.email}`}>{props.email}</a>
          </li>
          <li className="contact-block__row">
            <Phone className="icon" />
            <Tel phone={props.phone} lang={props.lang} />
          </li>
        </ul>
      </div>
    </aside>
  )
}

/**
 * The side-effect report's side card, before the company's address: the number that takes a report, large, as the
 * page's text gives it, and Health Canada's, for a reader who would rather not fill in the form.
 */
export function ReportCard(props: { title: string; text: string; vigilance: string; phone: string; vigilancePhone: string; lang: Lang }) {
  return (
    <aside aria-labelledby="report-card-title">
      <h2 id="report-card-title" className="contact-card__title">
        {props.title}
      </h2>
      <div className="contact-block">
        <p>{props.text}</p>
        <p className="help-card__phone">
          <Tel phone={props.phone} lang={props.lang} />
        </p>
        <p>
          {props.vigilance} <Tel phone={props.vigilancePhone} lang={props.lang} />
        </p>
      </div>
    </aside>
  )
}
