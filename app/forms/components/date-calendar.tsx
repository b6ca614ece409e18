import { localeTag } from '../../i18n/locales.ts'
import { getLocalTimeZone, parseDate, today } from '@internationalized/date'
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, I18nProvider } from 'react-aria-components'
import { CALENDAR_FIRST_DAY } from '../../config/constants.ts'
import type { Lang } from '../../routing/route-table.ts'

declare global {
  var __webpack_nonce__: string | undefined
}

// react-aria injects a <style> element and signs it with the CSP nonce it finds in a `csp-nonce` meta
// element or in `__webpack_nonce__`; the page's own scripts carry this response's nonce.
globalThis.__webpack_nonce__ ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined

/**
 * The calendar behind "Choose a date": react-aria-components' Calendar,
 * starting on Sunday as the spec says, in the page's language. Loaded only
 * when a visitor opens it (it weighs about 37 KB compressed).
 */
export default function DateCalendar({
  lang,
  label,
  value,
  past,
  onPick,
}: {
  lang: Lang
  label: string
  value?: string
  past?: boolean
  onPick: (isoDay: string) => void
}) {
  let initial
  try {
    initial = value ? parseDate(value) : undefined
  } catch {
    initial = undefined
  }
  return (
    <I18nProvider locale={localeTag(lang)}>
      <Calendar
        aria-label={label}
        className="calendar"
        firstDayOfWeek={CALENDAR_FIRST_DAY}
        defaultValue={initial}
        maxValue={past ? today(getLocalTimeZone()) : undefined}
        onChange={(date) => onPick(date.toString())}
        autoFocus
      >
        <header className="calendar__header">
          <Button slot="previous" className="calendar__nav">
            ‹
          </Button>
          <Heading className="calendar__title" />
          <Button slot="next" className="calendar__nav">
            ›
          </Button>
        </header>
        <CalendarGrid className="calendar__grid">{(date) => <CalendarCell date={date} className="calendar__cell" />}</CalendarGrid>
      </Calendar>
    </I18nProvider>
  )
}
