import { describe, expect, it } from 'vitest'
import { formCatalogues, formTranslator as translator } from './messages/index.ts'
import { errorMessage, fieldErrorKey, namesItsQuestion, translateError } from './error-message.ts'
import { formFields } from './fields.ts'
import { formKinds } from './form-kinds.ts'

describe('translateError', () => {
  it('resolves a key in each language, with its limit formatted for the language', () => {
    const message = errorMessage('form.error.tooLong', 5000)
    expect(translateError(translator('en'), message)).toBe('Enter no more than 5,000 characters.')
    expect(translateError(translator('fr'), message)).toMatch(/^Entrez au plus 5\s000 caractères\.$/)
  })

  it('fills the values the page gives', () => {
    expect(translateError(translator('fr'), 'form.notice.unavailable', { phone: '1 888 555-0142' })).toContain('1 888 555-0142')
  })

  it('never shows a raw message it does not know', () => {
    expect(translateError(translator('en'), 'Invalid input: expected string')).toBe('Check this answer.')
    expect(translateError(translator('en'), 'nav.home')).toBe('Check this answer.')
  })
})

describe('a missing answer in the field’s own words', () => {
  it('says what to do about the question, in each language, where the field has its wording', () => {
    expect(translateError(translator('en'), 'form.error.required', {}, 'firstName')).toBe('Enter your first name.')
    expect(translateError(translator('fr'), 'form.error.choose', {}, 'province')).toBe('Choisissez votre province ou votre territoire.')
    // Other errors on the same field, and fields without their own wording, keep the general sentence.
    expect(translateError(translator('en'), 'form.error.tooLong|50', {}, 'firstName')).toBe('Enter no more than 50 characters.')
    expect(translateError(translator('en'), 'form.error.required', {}, 'followUpAnswer')).toBe('This field is required.')
  })

  it('tells a sentence that names its question from one that needs the field’s label before it in a list', () => {
    expect(namesItsQuestion('form.error.required', 'firstName')).toBe(true)
    expect(namesItsQuestion('form.error.consent', 'consent')).toBe(true)
    expect(namesItsQuestion('form.error.reachReporter', 'email')).toBe(true)
    expect(namesItsQuestion('form.error.email', 'email')).toBe(false)
    expect(namesItsQuestion('form.error.tooLong|50', 'firstName')).toBe(false)
  })

  /** The general error a field left empty gets from its schema part (schema-parts.ts), by its kind. */
  const missingError = (kind: string) =>
    kind === 'choice' ? 'choose' : kind === 'checkboxes' ? 'chooseAtLeastOne' : kind === 'consent' ? undefined : 'required'

  it('exists for every question a form requires, and names only questions that can be missing that way', () => {
    const expected = new Set<string>()
    const possible = new Set<string>()
    for (const kind of formKinds) {
      for (const [name, field] of Object.entries(formFields[kind])) {
        const missing = missingError(field.kind)
        if (!missing) continue
        possible.add(`form.error.${missing}.${name}`)
        // A field required only with another answer has that rule's own error (the telephone for a call back).
        if (!field.optional && !field.requiredWhen) expected.add(`form.error.${missing}.${name}`)
      }
    }
    const own = Object.keys(formCatalogues.en).filter((key) => /^form\.error\.(required|choose|chooseAtLeastOne)\./.test(key))
    expect(own.filter((key) => !possible.has(key))).toEqual([])
    expect([...expected].filter((key) => !own.includes(key))).toEqual([])
    for (const key of own) expect(fieldErrorKey(key.split('.').slice(0, 3).join('.'), key.split('.')[3])).toBe(key)
  })
})
