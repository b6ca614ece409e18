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

/** The press pages' side card: the person journalists reach, as a release names her. */
export function MediaCard(props: { title: string; name: string; role: string; email: string; phone: PhoneKey; lang: Lang }) {
  return (
    <SideCard id="media-card-title" title={props.title}>
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
 * The careers page's side card: how to reach the company itself, its address, main line and general e-mail, and not
 * the medical information service's number, which is for questions about the products.
 */
export function ReachCard(props: {
  title: string
  addressLabel: string
  address: [string, string]
  phoneLabel: string
  email: string
  lang: Lang
}) {
  return (
    <SideCard id="reach-card-title" title={props.title}>
      <p className="contact-block__row">
        <MapPin className="icon" />
        <span>
          <span className="visually-hidden">{props.addressLabel} </span>
          {props.address[0]}
          <br />
          {props.address[1]}
        </span>
      </p>
      <ul className="contact-block__phones">
        <li className="contact-block__row">
          <Phone className="icon" />
          <span>
            {props.phoneLabel} <PhoneLinkIn phone="main" lang={props.lang} />
          </span>
        </li>
        <li className="contact-block__row">
          <Mail className="icon" />
          <a href={`mailto:${props.email}`}>{props.email}</a>
        </li>
      </ul>
    </SideCard>
  )
}
