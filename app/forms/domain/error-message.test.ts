import { describe, expect, it } from 'vitest'
import { formTranslator as translator } from './messages/index.ts'
import { errorMessage, translateError } from './error-message.ts'

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
