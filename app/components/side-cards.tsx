import type { ReactNode } from 'react'
import type { Lang } from '../routing/route-table.ts'
import { Mail } from './icons/mail.tsx'
import { MapPin } from './icons/map-pin.tsx'
import { Phone } from './icons/phone.tsx'
import { PhoneLinkIn, type PhoneKey } from './phone-link.tsx'

/**
 * Side cards of the pages whose readers need another contact than the help card's medical information service.
 * Rendered once on the server into the loader's `aside` HTML (app/content/page-aside.server.tsx), like the grids of
 * cards: no hook and no router, so no script reaches a page for them. They take the contact card's look.
 */

/** A side card's frame: a complementary region named by its heading. */
function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={id}>
      <h2 id={id} className="contact-card__title">
        {title}
      </h2>
      <div className="contact-block">{children}</div>
    </aside>
  )
}

/**
 * The press pages' side card: the person journalists reach, as a release names her, and what to tell her. The pages'
 * own text does not repeat it (docs/decisions/0205).
 */
export function MediaCard(props: { title: string; name: string; role: string; text: string; email: string; phone: PhoneKey; lang: Lang }) {
  return (
    <SideCard id="media-card-title" title={props.title}>
      <p>
        {props.name}, {props.role}
      </p>
      <p>{props.text}</p>
      <ul className="contact-block__phones">
        <li className="contact-block__row">
          <Mail className="icon" />
          <a href={`mailto:${props.email}`}>{props.email}</a>
        </li>
        <li className="contact-block__row">
          <Phone className="icon" />
          <PhoneLinkIn phone={props.phone} lang={props.lang} />
        </li>
      </ul>
    </SideCard>
  )
}

/**
 * The side-effect report's side card, before the company's address: the number that takes a report, large, as the
 * page's text gives it, and Health Canada's, for a reader who would rather not fill in the form.
 */
export function ReportCard(props: {
  title: string
  text: string
  vigilance: string
  phone: PhoneKey
  vigilancePhone: PhoneKey
  lang: Lang
}) {
  return (
    <SideCard id="report-card-title" title={props.title}>
      <p>{props.text}</p>
      <p className="help-card__phone">
        <PhoneLinkIn phone={props.phone} lang={props.lang} />
      </p>
      <p>
        {props.vigilance} <PhoneLinkIn phone={props.vigilancePhone} lang={props.lang} />
      </p>
    </SideCard>
  )
}

/**
 * The head office's side card, on the contact page: its address, main line and general e-mail, with the toll-free
 * line, the fax and the hours, said there once (the page's text and cards give the teams). The fax is text, never a
 * link to dial.
 */
export function OfficeCard(props: {
  title: string
  labels: { address: string; main: string; tollFree: string; fax: string }
  address: [string, string]
  fax: string
  email: string
  hours: string
  lang: Lang
}) {
  const { labels, lang } = props
  return (
    <SideCard id="office-card-title" title={props.title}>
      <p className="contact-block__row">
        <MapPin className="icon" />
        <span>
          <span className="visually-hidden">{labels.address} </span>
          {props.address[0]}
          <br />
          {props.address[1]}
        </span>
      </p>
      <ul className="contact-block__phones">
        <PhoneRow label={labels.main}>
          <PhoneLinkIn phone="main" lang={lang} />
        </PhoneRow>
        <PhoneRow label={labels.tollFree}>
          <PhoneLinkIn phone="tollFree" lang={lang} />
        </PhoneRow>
        <PhoneRow label={labels.fax}>
          <span className="phone-number">{props.fax}</span>
        </PhoneRow>
        <li className="contact-block__row">
          <Mail className="icon" />
          <a href={`mailto:${props.email}`}>{props.email}</a>
        </li>
      </ul>
      <p>{props.hours}</p>
    </SideCard>
  )
}

/** A row of the head office's numbers: the phone icon, its label, then the number (a link, or text for a fax). */
function PhoneRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="contact-block__row">
      <Phone className="icon" />
      <span>
        {label} {children}
      </span>
    </li>
  )
}
