import { cityLine } from '../content/city-line.ts'
import { Mail } from './icons/mail.tsx'
import { MapPin } from './icons/map-pin.tsx'
import { Phone } from './icons/phone.tsx'
import { company } from '../content/company.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { PhoneLink, type PhoneKey } from './phone-link.tsx'

/** The numbers the footer and the help pages' side column give, each with its label's key. */
const phones = [
  { key: 'main', label: 'footer.phoneMain' },
  { key: 'medicalInformation', label: 'footer.phoneSideEffects' },
] as const satisfies readonly { key: PhoneKey; label: string }[]

/** The company's address and the numbers to call, from company.ts: the footer's contact column, and the help pages'. */
export function ContactBlock() {
  const lang = useLang()
  const t = useT()
  const { street } = company.address
  return (
    <div className="contact-block">
      <p className="contact-block__row">
        <MapPin className="icon" />
        <span>
          <span className="visually-hidden">{t('contact.address')} </span>
          {street[lang]}
          <br />
          {cityLine(lang)}
        </span>
      </p>
      <ul className="contact-block__phones">
        {phones.map(({ key, label }) => (
          <li key={key} className="contact-block__row">
            <Phone className="icon" />
            <span>
              {t(label)} <PhoneLink phone={key} />
            </span>
          </li>
        ))}
        <li className="contact-block__row">
          <Mail className="icon" />
          <a href={`mailto:${company.emails.info}`}>{company.emails.info}</a>
        </li>
      </ul>
    </div>
  )
}
