import { company } from '../content/company.ts'
import { formatPhone, telHref } from '../content/phone.ts'
import { useLang } from '../i18n/messages.ts'

export type PhoneKey = keyof typeof company.phones

/** A company telephone number as a link a phone can call, in the page language's style, never wrapped. */
export function PhoneLink({ phone, className }: { phone: PhoneKey; className?: string }) {
  const lang = useLang()
  const number = company.phones[phone]
  return (
    <a href={telHref(number)} className={className ? `phone-link ${className}` : 'phone-link'}>
      {formatPhone(number, lang)}
    </a>
  )
}
