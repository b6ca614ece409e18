import { answerFields, entryKey, isChoice, read, write, type Answers, type Field, type KeptAnswersOptions } from './kept-answers.ts'

/*
 * Kept answers put back, and forgotten: what only a form does, so it is loaded with the forms, not on every page
 * as the keeping is (kept-answers.ts).
 */

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
