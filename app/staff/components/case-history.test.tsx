import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatDay } from '../../i18n/format-date.ts'
import { languages } from '../../routing/route-table.ts'
import type { CaseEvent } from '../domain/services.ts'
import { staffTranslator } from '../messages/index.ts'
import { CaseHistory } from './case-history.tsx'

const request: CaseEvent = {
  at: '2026-11-25T20:00:00.000Z',
  actor: 'Marie Tremblay',
  kind: 'follow-up-request',
  details: { requestId: 3, questions: [{ key: 'lot-number' }], lang: 'fr', to: 'r@example.com', expiresAt: '2026-12-09T20:00:00.000Z' },
}
const reported: CaseEvent = {
  at: '2026-12-01T15:00:00.000Z',
  actor: 'Marie Tremblay',
  kind: 'follow-up-reported',
  details: { due: '2026-12-13', on: '2026-12-01' },
}
const line = (html: string, kind: string) => new RegExp(`<li data-event="${kind}">(.*?)</li>`).exec(html)?.[1] ?? ''

describe.each(languages)('the case history in %s', (lang) => {
  const t = staffTranslator(lang)
  const render = (history: CaseEvent[], now: Date) =>
    renderToStaticMarkup(<CaseHistory receivedAt="2026-11-24T14:00:00.000Z" history={history} lang={lang} now={now} />)

  it('says a follow-up link expired without an answer only once it has, by the given clock', () => {
    // What the line adds after the expiry: "without an answer", in the page's language.
    const expired = t('staff.event.followUpRequestExpired', { to: '', lang: '', questions: '', expires: '\u0000' }).split('\u0000')[1]!
    expect(line(render([request], new Date('2026-12-09T19:59:00Z')), 'follow-up-request')).not.toContain(expired)
    expect(line(render([request], new Date('2026-12-09T20:00:00Z')), 'follow-up-request')).toContain(expired)
  })

  it('names the follow-up report recorded as sent, with the day it was due', () => {
    const html = line(render([request, reported], new Date('2026-12-01T16:00:00Z')), 'follow-up-reported')
    expect(html).toContain('Marie Tremblay')
    expect(html).toContain(formatDay('2026-12-13', lang))
  })
})
