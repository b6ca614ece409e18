import type { Lang } from '../routing/route-table.ts'
import { retentionSchedule } from './retention-schedule.ts'

const headings = {
  en: ['Information', 'How long we keep it'],
  fr: ['Renseignements', 'Durée de conservation'],
} as const satisfies Record<Lang, readonly [string, string]>

/** The retention schedule as a Markdown table in the page's language: the privacy page's `{{retention.table}}`. */
export function retentionTableMarkdown(lang: Lang): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  const [what, kept] = headings[lang]
  return [
    `| ${what} | ${kept} |`,
    '| --- | --- |',
    ...retentionSchedule.map((rule) => `| ${cell(rule.what[lang])} | ${cell(rule.kept[lang])} |`),
  ].join('\n')
}
