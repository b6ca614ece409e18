import { describe, expect, it } from 'vitest'
import { optionsOf } from './option-labels.ts'
import { formTranslator } from '../domain/messages/index.ts'
import { provinces } from '../domain/options.ts'

describe('the province list', () => {
  it.each(['en', 'fr'] as const)('is sorted by name in %s, with “outside Canada” last', (lang) => {
    const labels = optionsOf(formTranslator(lang), 'province', provinces, { sorted: true, lang }).map((o) => o.label)
    const outside = formTranslator(lang)('form.option.province.outside')
    expect(labels.at(-1)).toBe(outside)
    const rest = labels.slice(0, -1)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, `${lang}-CA`)))
    expect(rest).toHaveLength(13)
  })
})
