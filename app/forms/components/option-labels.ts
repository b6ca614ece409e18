import { localeTag } from '../../i18n/locales.ts'
import type { FormTranslate } from '../domain/messages/index.ts'
import type { Lang } from '../../routing/route-table.ts'
import { optionKey } from '../domain/options-keys.ts'
import { optionLists, sortedLast, type OptionListName } from '../domain/options.ts'

/** The options of a list with their labels; `sorted` orders them by label in the page's language (provinces). */
export function optionsOf<L extends OptionListName>(
  t: FormTranslate,
  list: L,
  values: readonly (typeof optionLists)[L][number][] = optionLists[list],
  { sorted = false, lang = 'en' }: { sorted?: boolean; lang?: Lang } = {},
) {
  const options = values.map((value) => ({ value: value as string, label: t(optionKey(list, value)) }))
  const last = (value: string) => Number(sortedLast.has(value))
  return sorted ? options.sort((a, b) => last(a.value) - last(b.value) || a.label.localeCompare(b.label, localeTag(lang))) : options
}
