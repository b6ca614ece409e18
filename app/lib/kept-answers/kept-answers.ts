/**
 * A form's answers kept for the tab across a reload the site makes on its own (a page resource that failed to
 * load, a newer build): written to sessionStorage just before the reload and put back into the form after it
 * (docs/decisions/0074). Never a cookie and never sent anywhere: the tab's own storage, gone with the tab, each
 * entry dropped once it is put back, when the form is sent and confirmed, and after KEPT_ANSWERS_MS in any case.
 * This half keeps them and runs on every page (a reload can start anywhere); restore-answers.ts puts them back and
 * is loaded with the forms.
 */
export const KEPT_ANSWERS_KEY = 'np:kept-answers'
/** Long enough to come back to a form after a reload; short enough that answers do not linger on a shared computer. */
export const KEPT_ANSWERS_MS = 30 * 60_000
/** On a `<form>` whose answers are kept. */
export const KEEP_ANSWERS_ATTRIBUTE = 'data-keep-answers'
/** On a field (or a wrapper) whose value is never kept: the honeypot, anything the server writes. */
export const NOT_KEPT_ATTRIBUTE = 'data-not-kept'

export type Answers = Array<[name: string, value: string]>
export type Entry = { at: number; answers: Answers }
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
export type KeptAnswersOptions = { storage: () => StorageLike; now?: () => number }

/** The fields a visitor answers: not hidden, not a button or a file, not disabled, not marked as never kept. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
export function answerFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter((element): element is Field => {
    const field = element as Field
    if (!('name' in field) || !field.name || field.disabled) return false
    if (!['INPUT', 'TEXTAREA', 'SELECT'].includes(field.tagName)) return false
    if (['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image'].includes(field.type)) return false
    return !field.closest(`[${NOT_KEPT_ATTRIBUTE}]`)
  })
}

export const isChoice = (field: Field): field is HTMLInputElement =>
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

export const entryKey = (path: string, formId: string) => `${path}#${formId}`

export function read(store: StorageLike, time: number): Record<string, Entry> {
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

export const write = (store: StorageLike, records: Record<string, Entry>) => store.setItem(KEPT_ANSWERS_KEY, JSON.stringify(records))

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

/** This page's answers, kept in the tab's session storage: what the forms ask the site to do before it leaves the page. */
export const keepPageAnswers = (): number => keepAnswers(document, window.location.pathname, { storage: () => window.sessionStorage })
