import type { FormMessageKey } from './messages/index.ts'
import { optionLists, type OptionListName } from './options.ts'

type MustBeKeys<T extends FormMessageKey> = T
/** Every option of every list has a label in the catalogues, or this fails to compile. */
type OptionKey = MustBeKeys<{ [L in OptionListName]: `form.option.${L}.${(typeof optionLists)[L][number]}` }[OptionListName]>

export function optionKey<L extends OptionListName>(list: L, value: (typeof optionLists)[L][number]): OptionKey {
  return `form.option.${list}.${value}` as OptionKey
}

/** The label key of a stored value, or undefined when the value is not in the list. */
export function optionKeyOf(list: OptionListName, value: string): OptionKey | undefined {
  return (optionLists[list] as readonly string[]).includes(value) ? (`form.option.${list}.${value}` as OptionKey) : undefined
}
