import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { company } from '../../content/company.ts'
import { href } from '../../routing/paths.ts'
import { languages, type Lang } from '../../routing/route-table.ts'
import { formatDateInWords } from '../../i18n/format-date.ts'
import { labelKeyOf, type FieldDescription } from '../domain/field-description.ts'
import { fieldOrders, formFields, formPages } from '../domain/fields.ts'
import { formKinds, type FormKind } from '../domain/form-kinds.ts'
import { formLimits } from '../domain/limits.ts'
import { formTranslator, type FormTranslate } from '../domain/messages/index.ts'
import { DescribedForm } from './described-form.tsx'

/** A form's page as the server renders it, in a language. */
function renderForm(kind: FormKind, lang: Lang): string {
  const Stub = createRoutesStub([{ path: href(kind, lang), Component: () => <DescribedForm kind={kind} actionData={undefined} /> }])
  return renderToStaticMarkup(<Stub initialEntries={[href(kind, lang)]} />)
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

/** The first control named `name`: its tag, its attributes, and the text of its label (or its group's legend) and hint. */
function controlOf(html: string, name: string, grouped: boolean) {
  const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)
  if (!tag) return undefined
  const attributes: Record<string, string | undefined> = Object.fromEntries(
    [...tag[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]]),
  )
  const before = html.slice(0, tag.index)
  const label = grouped
    ? /<legend[^>]*>([\s\S]*?)<\/legend>/.exec(before.slice(before.lastIndexOf('<legend')))?.[1]
    : new RegExp(`<label[^>]*for="${attributes.id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1]
  // A date's hint belongs to its fieldset, whose id its parts' ids extend (`…-day`).
  const hint = new RegExp(`<p id="${attributes.id?.replace(/-day$/, '')}-description"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1]
  return { tag: tag[1], attributes, label: textOf(label ?? ''), hint: hint === undefined ? undefined : textOf(hint) }
}

/** What the description says the control is: its element and its input type. */
function controlKind(field: FieldDescription): [string, string | undefined] {
  if (field.kind === 'longText') return ['textarea', undefined]
  if (field.kind === 'choice') return field.select ? ['select', undefined] : ['input', 'radio']
  if (field.kind === 'checkboxes' || field.kind === 'consent') return ['input', 'checkbox']
  return ['input', field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text']
}

/** The hint the description asks for, in the page's language. */
function hintText(field: FieldDescription, t: FormTranslate, lang: Lang): string | undefined {
  if (field.kind === 'consent' || !field.hint) return undefined
  if (field.hint === 'dateFormat') return t('form.hint.date', { example: formatDateInWords('2026-03-27', lang) })
  if (field.hint === 'maxChars')
    return t('form.hint.maxChars', { max: new Intl.NumberFormat(t('form.numberLocale')).format(formLimits.longText) })
  return t(field.hint)
}

describe('every described field, drawn by FormField', () => {
  for (const kind of formKinds) {
    for (const lang of languages) {
      const t = formTranslator(lang)
      const html = renderForm(kind, lang)
      const inOneOf = new Set<string>(formPages[kind].oneOfs.flatMap((rule) => rule.oneOf))

      it(`${kind}, ${lang}: has its label, requirement, hint, control, limit and autocomplete as described`, () => {
        for (const name of fieldOrders[kind]) {
          const field = formFields[kind][name]!
          // A date is a fieldset of three parts: its day, first, has the field's name.
          const grouped = field.kind === 'checkboxes' || field.kind === 'date' || (field.kind === 'choice' && !field.select)
          const control = controlOf(html, name, grouped)
          expect(control, name).toBeDefined()
          const { tag, attributes, label, hint } = control!
          // A field another answer makes required says that rule until the answer is given (none is, here).
          const requirement =
            field.kind === 'consent' || !field.optional
              ? t('form.required')
              : field.requiredWhen
                ? t(field.requiredWhen.note)
                : inOneOf.has(name)
                  ? ''
                  : t('form.optional')
          // The marker is held to the label's last word by a no-break space: it never sits alone on a line.
          expect(label, name).toBe(`${t(labelKeyOf(name, field), { company: company.name })}\u00a0${requirement}`.replace(/\u00a0$/, ''))
          expect([tag, attributes.type], name).toEqual(controlKind(field))
          expect(attributes.maxlength, name).toBe(
            'limit' in field ? String(formLimits[field.limit]) : field.kind === 'date' ? '2' : undefined,
          )
          expect(attributes.autocomplete, name).toBe(
            'autoComplete' in field ? field.autoComplete : field.kind === 'date' ? 'off' : undefined,
          )
          expect(hint, name).toBe(hintText(field, t, lang))
        }
      })
    }
  }

  it('offers a choice’s values as described: its subset in its order, or its list sorted by label with “outside” last', () => {
    const html = renderForm('medical-information', 'fr')
    const values = (name: string) => [...html.matchAll(new RegExp(`name="${name}" value="([^"]+)"`, 'g'))].map((m) => m[1])
    expect(values('requesterType')).toEqual(['healthcareProfessional', 'patient', 'caregiver', 'other'])
    expect(values('adverseEvent')).toEqual(['yes', 'no'])
    expect(values('aeSerious')).toEqual(['yes', 'no', 'unknown'])
    const province = /<select[^>]*name="province"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!
    const options = [...province.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])
    expect(options.slice(0, 2)).toEqual(['', 'AB'])
    expect(options.at(-1)).toBe('outside')
  })
})
