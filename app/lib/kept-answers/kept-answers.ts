/**
 * A form's answers kept for the tab across a reload the site makes on its own (a page resource that failed to
 * load, a newer build): written to sessionStorage just before the reload and put back into the form after it
 * (docs/decisions/0074). Never a cookie and never sent anywhere: the tab's own storage, gone with the tab, each
 * entry dropped once it is put back, when the form is sent and confirmed, and after KEPT_ANSWERS_MS in any case.
 */
export const KEPT_ANSWERS_KEY = 'np:kept-answers'
/** Long enough to come back to a form after a reload; short enough that answers do not linger on a shared computer. */
export const KEPT_ANSWERS_MS = 30 * 60_000
/** On a `<form>` whose answers are kept. */
export const KEEP_ANSWERS_ATTRIBUTE = 'data-keep-answers'
/** On a field (or a wrapper) whose value is never kept: the honeypot, anything the server writes. */
export const NOT_KEPT_ATTRIBUTE = 'data-not-kept'

export type Answers = Array<[name: string, value: string]>
type Entry = { at: number; answers: Answers }
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
export type KeptAnswersOptions = { storage: () => StorageLike; now?: () => number }

/** The fields a visitor answers: not hidden, not a button or a file, not disabled, not marked as never kept. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
function answerFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter((element): element is Field => {
    const field = element as Field
    if (!('name' in field) || !field.name || field.disabled) return false
    if (!['INPUT', 'TEXTAREA', 'SELECT'].includes(field.tagName)) return false
    if (['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image'].includes(field.type)) return false
    return !field.closest(`[${NOT_KEPT_ATTRIBUTE}]`)
  })
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field.tagName === 'INPUT' && (field.type === 'radio' || field.type === 'checkbox')

/** The answers as the form would post them, and whether the visitor changed anything from what the page showed. */
export function answersOf(form: HTMLFormElement): { answers: Answers; changed: boolean } {
  const answers: Answers = []
  let changed = false
  for (const field of answerFields(form)) {
    if (isChoice(field)) {
      if (field.checked) answers.push([field.name, field.value])
      changed ||= field.checked !== field.defaultChecked
    } else if (field.tagName === 'SELECT') {
      for (const option of (field as HTMLSelectElement).options) {
        if (option.selected) answers.push([field.name, option.value])
        changed ||= option.selected !== option.defaultSelected
      }
    } else {
      answers.push([field.name, field.value])
      changed ||= field.value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue
    }
  }
  return { answers, changed }
}

/**
 * Puts answers back as typing and clicking would, so that the page's scripts (validation, the date in words,
 * the follow-up questions) see them: a value through the element's own setter and an `input` and a `change`
 * event, a choice by a click.
 */
export function restoreAnswers(form: HTMLFormElement, answers: Answers): void {
  const remaining = new Map<string, string[]>()
  for (const [name, value] of answers) remaining.set(name, [...(remaining.get(name) ?? []), value])
  for (const field of answerFields(form)) {
    const values = remaining.get(field.name) ?? []
    if (isChoice(field)) {
      if (field.checked !== values.includes(field.value)) field.click()
    } else if (field.tagName === 'SELECT') {
      const select = field as HTMLSelectElement
      const before = [...select.options].map((option) => option.selected)
      for (const option of select.options) option.selected = values.includes(option.value)
      if (select.options.length && [...select.options].some((option, i) => option.selected !== before[i])) notify(select)
    } else {
      const value = values.shift()
      remaining.set(field.name, values)
      if (value === undefined || value === field.value) continue
      // The prototype's setter: React watches the element's own `value`, and must see the change as typing.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
      if (setter) setter.call(field, value)
      else field.value = value
      notify(field)
    }
  }
}

function notify(field: Field) {
  for (const type of ['input', 'change']) field.dispatchEvent(new Event(type, { bubbles: true }))
}

const entryKey = (path: string, formId: string) => `${path}#${formId}`

function read(store: StorageLike, time: number): Record<string, Entry> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEPT_ANSWERS_KEY) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return {}
    // Only what is still fresh, and well formed: anything else is dropped at the next write.
    return Object.fromEntries(
      Object.entries(parsed as Record<string, Entry>).filter(
        ([, entry]) =>
          entry && typeof entry.at === 'number' && time - entry.at < KEPT_ANSWERS_MS && time >= entry.at && Array.isArray(entry.answers),
      ),
    )
  } catch {
    return {}
  }
}

const write = (store: StorageLike, records: Record<string, Entry>) => store.setItem(KEPT_ANSWERS_KEY, JSON.stringify(records))

/**
 * Keeps the answers of every form on the page marked with KEEP_ANSWERS_ATTRIBUTE that the visitor changed,
 * under the page's path. Called just before the site reloads the page or loads another document; never throws
 * (a reload must not be stopped by storage that refuses).
 */
export function keepAnswers(root: ParentNode, path: string, { storage, now = Date.now }: KeptAnswersOptions): number {
  try {
    const store = storage()
    const time = now()
    const records = read(store, time)
    let kept = 0
    for (const form of root.querySelectorAll<HTMLFormElement>(`form[${KEEP_ANSWERS_ATTRIBUTE}]`)) {
      const { answers, changed } = answersOf(form)
      if (!form.id || !changed) continue
      records[entryKey(path, form.id)] = { at: time, answers }
      kept++
    }
    write(store, records)
    return kept
  } catch {
    return 0
  }
}

/** The answers kept for this form on this path, if fresh; they are taken out of storage as they are read. */
export function takeKeptAnswers(path: string, formId: string, { storage, now = Date.now }: KeptAnswersOptions): Answers | undefined {
  try {
    const store = storage()
    const records = read(store, now())
    const entry = records[entryKey(path, formId)]
    delete records[entryKey(path, formId)]
    write(store, records)
    return entry?.answers
  } catch {
    return undefined
  }
}

/** Once a form is sent and confirmed, nothing of it stays, whichever page it was kept under. */
export function forgetKeptAnswers(formId: string, { storage, now = Date.now }: KeptAnswersOptions): void {
  try {
    const store = storage()
    const records = read(store, now())
    write(store, Object.fromEntries(Object.entries(records).filter(([key]) => !key.endsWith(`#${formId}`))))
  } catch {
    // Nothing could be kept either.
  }
}
