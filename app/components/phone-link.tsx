import { company } from '../content/company.ts'
import { formatPhone, telHref } from '../content/phone.ts'
import { useLang } from '../i18n/messages.ts'
import type { Lang } from '../routing/route-table.ts'

export type PhoneKey = keyof typeof company.phones

/** A company telephone number as a link a phone can call, in the page language's style, never wrapped. */
export function PhoneLink({ phone, className }: { phone: PhoneKey; className?: string }) {
  return <PhoneLinkIn phone={phone} lang={useLang()} className={className} />
}

/** The same link in a language given, for markup rendered on the server without a router (the side cards). */
export function PhoneLinkIn({ phone, lang, className }: { phone: PhoneKey; lang: Lang; className?: string }) {
  const number = company.phones[phone]
  return (
    <a href={telHref(number)} className={className ? `phone-link ${className}` : 'phone-link'}>
      {formatPhone(number, lang)}
    </a>
  )
}
