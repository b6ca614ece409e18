import { makeTranslator } from '../i18n/messages.ts'
import type { CopyOf } from '../i18n/screen-copy.server.ts'
import { Phone } from './icons/phone.tsx'
import { PhoneLink, type PhoneKey } from './phone-link.tsx'

export type CallCardData = { phone: PhoneKey; hours: string; copy: CopyOf<'call'> }

/** The number a program's page exists for, its hours and languages, first on the page. */
export function CallCard({ phone, hours, copy }: CallCardData) {
  const t = makeTranslator(copy)
  return (
    <aside className="call-card" aria-labelledby="call-card-title" data-testid="call-card">
      <h2 id="call-card-title" className="call-card__title">
        <Phone className="icon" />
        {t('call.title')}
      </h2>
      <p className="call-card__number">
        <PhoneLink phone={phone} className="phone-link--large" />
      </p>
      <p className="call-card__hours">{hours}</p>
      <p className="call-card__note">{t('call.note')}</p>
    </aside>
  )
}
