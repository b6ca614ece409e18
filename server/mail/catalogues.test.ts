import { describe, expect, it } from 'vitest'
import type { Lang } from '../../app/routing/route-table.ts'
import { isPublicFormName, publicTermDrift, staffTermDrift } from '../../tests/support/glossary.ts'
import { otherReportingVerb } from '../../tests/support/typography.ts'
import { mailCatalogues } from '../forms/mail/messages.ts'
import { staffMailCatalogues } from '../staff/mail/messages.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** Every e-mail's sentences: the forms' (server/forms/mail) and the staff area's (server/staff/mail). */
const catalogues: [string, Record<Lang, Record<string, string>>][] = [
  ['server/forms/mail/messages.ts', mailCatalogues],
  ['server/staff/mail/messages.ts', staffMailCatalogues],
]

describe.each(catalogues)('e-mail messages of %s', (where, catalogue) => {
  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort())
    for (const key of Object.keys(catalogue.en)) expect(placeholders(catalogue.fr[key]!), key).toEqual(placeholders(catalogue.en[key]!))
  })

  it('write French with French typography', () => {
    for (const [key, text] of Object.entries(catalogue.fr)) {
      expect(text, key).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/)
      expect(text, key).not.toMatch(/\w'\w/)
    }
  })

  it('report a side effect with one verb: « déclarer » in French, report in English', () => {
    const found = (['en', 'fr'] as const).flatMap((lang) =>
      Object.entries(catalogue[lang])
        .filter(([, text]) => otherReportingVerb[lang].test(text))
        .map(([key]) => `${where} (${lang}) ${key}`),
    )
    expect(found).toEqual([])
  })

  it('name a side effect as the glossary says: the public’s words to the visitor, the staff’s to the team', () => {
    const found = (['en', 'fr'] as const).flatMap((lang) =>
      Object.entries(catalogue[lang]).flatMap(([key, text]) => {
        // The visitor's acknowledgement speaks to the public; every other message goes to the team.
        const drift = key.startsWith('ack.') ? publicTermDrift(text, lang) : isPublicFormName(key) ? [] : staffTermDrift(text, lang)
        return drift.map((term) => `${where} (${lang}) ${key}: ${term}`)
      }),
    )
    expect(found).toEqual(awaitingOwners.filter((entry) => entry.startsWith(where)))
  })
})

/**
 * Team messages of the forms' e-mails (server/forms/mail, other work's) that do not follow the glossary yet:
 * reported to their owners, to be reworded there. The list may only shrink.
 */
const awaitingOwners = [
  'server/forms/mail/messages.ts (en) team.urgentNote: side effect',
  'server/forms/mail/messages.ts (fr) team.urgent: ÉVÉNEMENT INDÉSIRABLE',
  'server/forms/mail/messages.ts (fr) team.urgentNote: effet secondaire',
]
