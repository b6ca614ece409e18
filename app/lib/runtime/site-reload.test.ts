import { describe, expect, it, vi } from 'vitest'
import { keepBeforeLeaving, leavePage } from './site-reload.ts'

describe('leaving the page', () => {
  it('keeps what the page asked to keep, once per keeper, before it goes', () => {
    const order: string[] = []
    const keepAnswers = () => void order.push('kept')
    keepBeforeLeaving(keepAnswers)
    keepBeforeLeaving(keepAnswers)
    leavePage(() => order.push('gone'))
    expect(order).toEqual(['kept', 'gone'])
  })

  it('goes even when something cannot be kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    keepBeforeLeaving(() => {
      throw new Error('storage refused')
    })
    const go = vi.fn()
    leavePage(go)
    expect(go).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledWith('What the page keeps before it leaves could not be kept', expect.any(Error))
    warn.mockRestore()
  })
})
