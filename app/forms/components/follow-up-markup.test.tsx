import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formTranslator } from '../domain/messages/index.ts'
import { RadioGroup } from './choice-field.tsx'
import { FollowUp } from './form-shell.tsx'
import { FormTextProvider } from './form-text.tsx'
import type { FormKind } from '../domain/form-kinds.ts'

const meta = { id: 'f-aeSerious', name: 'aeSerious', errorId: 'f-aeSerious-error', descriptionId: 'f-aeSerious-description' }
const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

function render(kind: FormKind, node: React.ReactNode) {
  return renderToStaticMarkup(<FormTextProvider value={{ kind, t: formTranslator('en'), lang: 'en', values: {} }}>{node}</FormTextProvider>)
}

describe('follow-up markup', () => {
  it('marks the option that opens follow-up questions, and the group that follows it, from the rules', () => {
    const html = render(
      'medical-information',
      <>
        <RadioGroup meta={meta} legend="Serious?" options={options} />
        <FollowUp after="aeSerious">criteria</FollowUp>
      </>,
    )
    expect(html).toMatch(/<input(?=[^>]*value="yes")(?=[^>]*data-opens-follow-up="aeSerious")/)
    expect(html).not.toMatch(/<input(?=[^>]*value="no")(?=[^>]*data-opens-follow-up)/)
    expect(html).toMatch(/<div class="follow-up" data-follow-up="aeSerious">criteria<\/div>/)
  })

  it('marks nothing where the same question opens nothing (the contact form)', () => {
    const html = render(
      'contact',
      <RadioGroup meta={{ ...meta, name: 'requesterType' }} legend="I am" options={[{ value: 'healthcareProfessional', label: 'HCP' }]} />,
    )
    expect(html).not.toContain('data-opens-follow-up')
  })

  it('are shown by one CSS rule, not one per question', () => {
    const css = readFileSync(new URL('./forms.css', import.meta.url), 'utf8')
    expect(css).toContain('.field:has([data-opens-follow-up]:checked) + .follow-up')
    expect(css).not.toMatch(/\[name=/)
  })
})
