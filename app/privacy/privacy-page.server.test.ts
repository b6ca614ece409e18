import { describe, expect, it } from 'vitest'
import { getPage } from '../content/content.server.ts'
import { languages } from '../routing/route-table.ts'
import { retentionSchedule } from './retention-schedule.ts'

describe('the privacy page', () => {
  it('shows the retention schedule as a table, from the configuration, in each language', () => {
    for (const lang of languages) {
      const html = getPage('privacy', lang)!.html
      const table = /<table>[\s\S]*<\/table>/.exec(html)?.[0] ?? ''
      expect(table).not.toBe('')
      const rows = [...table.matchAll(/<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>/g)].map((m) => [m[1], m[2]])
      expect(rows).toEqual(retentionSchedule.map((rule) => [rule.what[lang].replace(/’/g, '’'), rule.kept[lang]]))
    }
  })
})
