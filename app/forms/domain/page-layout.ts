import type { ErrorKey } from './error-message.ts'
import type { Answer, FieldDescription } from './field-description.ts'
import type { FormKind } from './form-kinds.ts'
import type { FormMessageKey } from './messages/index.ts'

/**
 * How a form's page sets out its fields, as data: its groups, their headings and hints, the fieldsets of
 * which one answer is enough, the folded details. The page draws it (components/described-form.tsx), and the
 * order it gives the fields is the form's order: errors are listed and focus goes in it, and the team's e-mail
 * lists the answers in it. A follow-up question goes right after the question that opens it, where one CSS rule
 * shows it (components/forms.css): the page draws the run of them as that question's follow-up group, and
 * describePage refuses one placed anywhere else.
 */

/**
 * Fields of which at least one must be answered (an e-mail or a telephone number): a fieldset whose legend says
 * so; when none is, the schema puts `error` on the first.
 */
export type OneOf<Name extends string = string> = {
  readonly oneOf: readonly [Name, Name] | readonly [Name, Name, Name]
  readonly legend: FormMessageKey
  readonly error: ErrorKey
  /** The rule does not hold when this answer is given (a patient reporting for themselves is identified by their name). */
  readonly unless?: Answer<Name>
}

/** The fields of a shared set (adverse-event-fields.ts) that the page places nowhere else, in the set's order. */
export type RestOf<Name extends string = string> = { readonly restOf: { readonly [K in Name]?: unknown } }

export type Item<Name extends string = string> = Name | OneOf<Name> | RestOf<Name>

/** A group's frame: its heading and hint, or the summary of details folded away. */
type Frame = {
  readonly hint?: FormMessageKey
  /** A link to another form's page, after the hint. */
  readonly link?: { readonly to: FormKind; readonly text: FormMessageKey }
} & (
  | { readonly title?: FormMessageKey; readonly folded?: undefined }
  /** Folded under its title, marked optional, opened by the visitor (without script). */
  | { readonly title: FormMessageKey; readonly folded: true }
)

export type Group<Name extends string = string> = Frame & { readonly items: readonly Item<Name>[] }

export type PageLayout<Name extends string = string> = {
  /** The emergency line above the first group. */
  readonly emergency?: true
  readonly groups: readonly Group<Name>[]
}

/** A field and the questions it opens, or a fieldset of which one answer is enough. */
export type Block<Name extends string = string> =
  | { readonly field: Name; readonly followUps: readonly Block<Name>[] }
  | { readonly oneOf: OneOf<Name>; readonly blocks: readonly Block<Name>[] }

export type DescribedGroup<Name extends string = string> = Frame & {
  readonly blocks: readonly Block<Name>[]
  /** Its fields, follow-ups included, in page order. */
  readonly names: readonly Name[]
}

export type DescribedPage<Name extends string = string> = {
  readonly emergency?: true
  readonly groups: readonly DescribedGroup<Name>[]
  /** Every field of the form, in page order. */
  readonly order: readonly Name[]
  readonly oneOfs: readonly OneOf<Name>[]
}

type Fields = Readonly<Record<string, FieldDescription>>

const isRest = <Name extends string>(item: Item<Name>): item is RestOf<Name> => typeof item === 'object' && 'restOf' in item
const isOneOf = <Name extends string>(item: Item<Name>): item is OneOf<Name> => typeof item === 'object' && 'oneOf' in item

/** Whether `name` is asked only after an answer to `trigger`, directly or through another follow-up. */
function follows(fields: Fields, name: string, trigger: string): boolean {
  for (let rule = fields[name]?.shownWhen; rule; rule = fields[rule.field]?.shownWhen) if (rule.field === trigger) return true
  return false
}

/** Each field with the run of follow-ups placed after it; a follow-up anywhere else is refused. */
function blocksOf<Name extends string>(fields: Fields, items: readonly (Name | OneOf<Name>)[], opener?: Name): Block<Name>[] {
  const blocks: Block<Name>[] = []
  for (let start = 0; start < items.length;) {
    const item = items[start]!
    start += 1
    if (typeof item !== 'string') {
      blocks.push({ oneOf: item, blocks: blocksOf(fields, item.oneOf, opener) })
      continue
    }
    if (!Object.hasOwn(fields, item)) throw new Error(`The page places ${item}, which is no field of its form`)
    const rule = fields[item]!.shownWhen
    if (rule && rule.field !== opener) throw new Error(`${item} follows ${rule.field}: it must come right after it`)
    let end = start
    while (end < items.length && typeof items[end] === 'string' && follows(fields, items[end] as Name, item)) end += 1
    blocks.push({ field: item, followUps: blocksOf(fields, items.slice(start, end), item) })
    start = end
  }
  return blocks
}

const namesOf = <Name extends string>(blocks: readonly Block<Name>[]): Name[] =>
  blocks.flatMap((block) => ('field' in block ? [block.field, ...namesOf(block.followUps)] : namesOf(block.blocks)))

/**
 * A form's page, checked at load against its fields (the compiler checks the names): every field placed once, a
 * shared set's remaining fields put in place, each follow-up right after the question that opens it.
 */
export function describePage<F extends Fields>(
  fields: F,
  page: PageLayout<NoInfer<Extract<keyof F, string>>>,
): DescribedPage<Extract<keyof F, string>> {
  type Name = Extract<keyof F, string>
  const items = page.groups.flatMap((group) => group.items)
  const placed = new Set<string>(items.flatMap((item) => (isRest(item) ? [] : isOneOf(item) ? item.oneOf : [item])))
  // A shared set's names are this form's: the set is spread into its fields (checked below all the same).
  const rest = (item: RestOf<Name>) => (Object.keys(item.restOf) as Name[]).filter((name) => !placed.has(name))
  const groups = page.groups.map(({ items, ...frame }) => {
    const blocks = blocksOf(
      fields,
      items.flatMap((item) => (isRest(item) ? rest(item) : [item])),
    )
    return { ...frame, blocks, names: namesOf(blocks) }
  })
  const order = groups.flatMap((group) => group.names)
  const unplaced = Object.keys(fields).filter((name) => !order.includes(name as Name))
  if (unplaced.length > 0) throw new Error(`The page does not place ${unplaced.join(', ')}`)
  const twice = order.filter((name, index) => order.indexOf(name) !== index)
  if (twice.length > 0) throw new Error(`The page places ${twice.join(', ')} twice`)
  return { emergency: page.emergency, groups, order, oneOfs: items.filter(isOneOf) }
}
