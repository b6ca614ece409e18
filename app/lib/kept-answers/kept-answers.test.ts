import { describe, expect, it } from 'vitest'
import { answersOf, KEPT_ANSWERS_KEY, KEPT_ANSWERS_MS, keepAnswers } from './kept-answers.ts'
import { forgetKeptAnswers, restoreAnswers, takeKeptAnswers } from './restore-answers.ts'

/** Fields as the functions see them: a tag, a type, a name, a value and its default, a place in the page. */
function field(init: { name: string; value?: string; type?: string; tagName?: string; checked?: boolean; notKept?: boolean }) {
  const self = {
    tagName: init.tagName ?? 'INPUT',
    type: init.type ?? 'text',
    name: init.name,
    disabled: false,
    value: init.value ?? '',
    defaultValue: '',
    checked: init.checked ?? false,
    defaultChecked: false,
    events: [] as string[],
    closest: (selector: string) => (init.notKept && selector === '[data-not-kept]' ? {} : null),
    click() {
      self.checked = self.type === 'radio' ? true : !self.checked
      self.events.push('click')
    },
    dispatchEvent: (event: Event) => void self.events.push(event.type),
  }
  return self
}
type FakeField = ReturnType<typeof field>
const form = (id: string, fields: FakeField[]) => ({ id, elements: fields }) as unknown as HTMLFormElement
const page = (...forms: HTMLFormElement[]) => ({ querySelectorAll: () => forms }) as unknown as ParentNode

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
}

function medicalForm() {
  return [
    field({ name: 'firstName', value: 'Ada' }),
    field({ name: 'description', tagName: 'TEXTAREA', type: 'textarea', value: 'Rash after the second dose' }),
    field({ name: 'reporterRole', type: 'radio', value: 'patient', checked: true }),
    field({ name: 'reporterRole', type: 'radio', value: 'caregiver' }),
    field({ name: 'submissionKey', type: 'hidden', value: 'k-1' }),
    field({ name: 'website', value: 'bot answer', notKept: true }),
  ]
}

describe('answersOf', () => {
  it('reads what the visitor answers: not hidden fields, not the honeypot', () => {
    expect(answersOf(form('medical-information', medicalForm()))).toEqual({
      answers: [
        ['firstName', 'Ada'],
        ['description', 'Rash after the second dose'],
        ['reporterRole', 'patient'],
      ],
      changed: true,
    })
  })
  it('a form as the page showed it has nothing to keep', () => {
    expect(answersOf(form('contact', [field({ name: 'firstName' })])).changed).toBe(false)
  })
})

describe('keeping answers across a reload', () => {
  it('keeps them for the path, gives them back once, and puts them into the form', () => {
    const storage = memoryStorage()
    const options = { storage: () => storage, now: () => 1_000 }
    expect(keepAnswers(page(form('medical-information', medicalForm())), '/en/medicalinformation', options)).toBe(1)
    // Only sessionStorage holds them, under one key.
    expect([...storage.items.keys()]).toEqual([KEPT_ANSWERS_KEY])

    const answers = takeKeptAnswers('/en/medicalinformation', 'medical-information', options)
    expect(answers).toContainEqual(['firstName', 'Ada'])
    expect(takeKeptAnswers('/en/medicalinformation', 'medical-information', options)).toBeUndefined()

    const empty = [
      field({ name: 'firstName' }),
      field({ name: 'description', tagName: 'TEXTAREA', type: 'textarea' }),
      field({ name: 'reporterRole', type: 'radio', value: 'patient' }),
      field({ name: 'reporterRole', type: 'radio', value: 'caregiver' }),
    ]
    restoreAnswers(form('medical-information', empty), answers!)
    expect(empty.map((f) => (f.type === 'radio' ? f.checked : f.value))).toEqual(['Ada', 'Rash after the second dose', true, false])
    // Each as typing or clicking would have told the page's scripts.
    expect(empty[0]!.events).toEqual(['input', 'change'])
    expect(empty[2]!.events).toEqual(['click'])
  })

  it('keeps nothing for a form the visitor has not touched, nor for another path', () => {
    const storage = memoryStorage()
    const options = { storage: () => storage, now: () => 1_000 }
    expect(keepAnswers(page(form('contact', [field({ name: 'firstName' })])), '/en/contactus', options)).toBe(0)
    keepAnswers(page(form('contact', [field({ name: 'firstName', value: 'Ada' })])), '/en/contactus', options)
    expect(takeKeptAnswers('/fr/contactez-nous', 'contact', options)).toBeUndefined()
    expect(takeKeptAnswers('/en/contactus', 'contact', options)).toEqual([['firstName', 'Ada']])
  })

  it('drops them after KEPT_ANSWERS_MS', () => {
    const storage = memoryStorage()
    keepAnswers(page(form('contact', [field({ name: 'firstName', value: 'Ada' })])), '/en/contactus', {
      storage: () => storage,
      now: () => 1_000,
    })
    expect(takeKeptAnswers('/en/contactus', 'contact', { storage: () => storage, now: () => 1_000 + KEPT_ANSWERS_MS })).toBeUndefined()
    expect(storage.items.get(KEPT_ANSWERS_KEY)).toBe('{}')
  })

  it('forgets a form once it is confirmed, under every path', () => {
    const storage = memoryStorage()
    const options = { storage: () => storage, now: () => 1_000 }
    keepAnswers(page(form('contact', [field({ name: 'firstName', value: 'Ada' })])), '/en/contactus', options)
    keepAnswers(page(form('contact', [field({ name: 'firstName', value: 'Ada' })])), '/fr/contactez-nous', options)
    keepAnswers(page(form('medical-information', medicalForm())), '/en/medicalinformation', options)
    forgetKeptAnswers('contact', options)
    expect(Object.keys(JSON.parse(storage.items.get(KEPT_ANSWERS_KEY)!))).toEqual(['/en/medicalinformation#medical-information'])
  })

  it('never stops a reload: storage that refuses keeps nothing, silently', () => {
    const refusing = () => {
      throw new Error('SecurityError')
    }
    expect(keepAnswers(page(form('contact', [field({ name: 'firstName', value: 'Ada' })])), '/en/contactus', { storage: refusing })).toBe(0)
    expect(takeKeptAnswers('/en/contactus', 'contact', { storage: refusing })).toBeUndefined()
  })
})
