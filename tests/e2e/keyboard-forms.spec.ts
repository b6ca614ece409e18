import { expect, test, type Locator, type Page } from '@playwright/test'
import type { FormMessageKey as MessageKey } from '../../app/forms/domain/messages/index.ts'
import { href } from '../../app/routing/paths.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { everyFocusStop, tabTo } from './focus.ts'
import { formsServerForFile, text } from './forms-server.ts'
import { hydrated } from './page-state.ts'

/**
 * Each form filled and sent with the keyboard alone: Tab from the top of the
 * page to each control, Space and arrow keys for choices, typing for text,
 * Enter to send. Steps follow the order of the form.
 */
type Step =
  | { radio: MessageKey; option: MessageKey }
  | { text: MessageKey; value: string }
  | { select: MessageKey; value: string }
  | { check: MessageKey }

const isChecked = (locator: Locator) => locator.evaluate((el) => (el as HTMLInputElement).checked)

/** Tab enters a radio group on its checked option, or its first; Space checks the focused one, arrows move and check. */
async function chooseRadio(page: Page, group: Locator, option: Locator) {
  await tabTo(page, group.getByRole('radio'))
  if (await option.evaluate((el) => el === document.activeElement)) await page.keyboard.press('Space')
  for (let i = 0; i < 10 && !(await isChecked(option)); i++) await page.keyboard.press('ArrowDown')
  expect(await isChecked(option)).toBe(true)
}

async function fill(page: Page, lang: Lang, steps: Step[]) {
  const label = (key: MessageKey) => text(lang, key, { company: 'Nordora Pharma' })
  for (const step of steps) {
    if ('radio' in step) {
      const group = page.getByRole('group', { name: label(step.radio) })
      await chooseRadio(page, group, group.getByLabel(label(step.option), { exact: true }))
    } else if ('text' in step) {
      const input = page.getByLabel(label(step.text))
      await tabTo(page, input)
      await page.keyboard.type(step.value)
      await expect(input).toHaveValue(step.value)
    } else if ('select' in step) {
      const select = page.getByLabel(label(step.select))
      await tabTo(page, select)
      for (let i = 0; i < 30 && (await select.inputValue()) !== step.value; i++) await page.keyboard.press('ArrowDown')
      await expect(select).toHaveValue(step.value)
    } else {
      const box = page.getByLabel(label(step.check))
      await tabTo(page, box)
      await page.keyboard.press('Space')
      await expect(box).toBeChecked()
    }
  }
}

async function send(page: Page, lang: Lang) {
  await tabTo(page, page.getByRole('button', { name: text(lang, 'form.submit') }))
  await page.keyboard.press('Enter')
}

const server = formsServerForFile()

test('the contact form, by keyboard alone, in English', async ({ page }) => {
  await page.goto(`${server.url}${href('contact', 'en')}`)
  await hydrated(page)
  await fill(page, 'en', [
    { radio: 'form.field.requesterType', option: 'form.option.requesterType.caregiver' },
    { text: 'form.field.firstName', value: 'Marie' },
    { text: 'form.field.lastName', value: 'Tremblay' },
    { text: 'form.field.email', value: 'marie.tremblay@example.com' },
    { select: 'form.field.province', value: 'QC' },
    { select: 'form.field.subject', value: 'products' },
    { text: 'form.field.message', value: 'Where can I find the product monograph?' },
    { radio: 'form.field.preferredLanguage', option: 'form.option.preferredLanguage.fr' },
    { check: 'form.field.consent' },
  ])
  await send(page, 'en')
  const confirmation = page.getByRole('heading', { name: text('en', 'form.confirmation.title.contact') })
  await expect(confirmation).toBeFocused()
  await expect(page.locator('[data-reference]')).toHaveAttribute('data-reference', /^CT-\d{4}-\d{6}$/)
})

test('the medical-information form, by keyboard alone, in French, follow-up questions included', async ({ page }) => {
  await page.goto(`${server.url}${href('medical-information', 'fr')}`)
  await hydrated(page)
  await fill(page, 'fr', [
    { radio: 'form.field.requesterType', option: 'form.option.requesterType.healthcareProfessional' },
    // Shown once a healthcare professional is chosen: reachable by Tab at once.
    { text: 'form.field.profession', value: 'Neurologue' },
    { text: 'form.field.firstName', value: 'Alex' },
    { text: 'form.field.lastName', value: 'Martin' },
    { text: 'form.field.email', value: 'alex.martin@example.com' },
    { radio: 'form.field.contactMethod', option: 'form.option.contactMethod.email' },
    { select: 'form.field.province', value: 'ON' },
    { radio: 'form.field.product', option: 'form.option.product.ruzurgi' },
    { text: 'form.field.question', value: 'Existe-t-il des données en cas d’insuffisance rénale ?' },
    { radio: 'form.field.preferredLanguage', option: 'form.option.preferredLanguage.fr' },
    { radio: 'form.field.adverseEvent', option: 'form.option.yesNo.no' },
    { radio: 'form.field.qualityProblem', option: 'form.option.yesNo.no' },
  ])
  await send(page, 'fr')
  await expect(page.getByRole('heading', { name: text('fr', 'form.confirmation.title.medical-information') })).toBeFocused()
  await expect(page.locator('[data-reference]')).toHaveAttribute('data-reference', /^MI-\d{4}-\d{6}$/)
})

test('sent empty by keyboard, a form puts focus on its error summary, whose first link leads to the first invalid field', async ({
  page,
}) => {
  await page.goto(`${server.url}${href('contact', 'fr')}`)
  await hydrated(page)
  await send(page, 'fr')
  await expect(page.locator('.error-summary')).toBeFocused()
  const focused = page.locator(':focus')
  await page.keyboard.press('Tab')
  await expect(focused).toHaveText(text('fr', 'form.error.choose.requesterType'))
  await page.keyboard.press('Enter')
  await expect(focused).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await focused.getAttribute('aria-describedby')) ?? ''
  const descriptions = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  )
  expect(descriptions.join(' ')).toMatch(new RegExp(text('fr', 'form.error.choose.requesterType').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
})

test('every control of the forms shows a focus ring with 3:1 contrast (contact in light, medical information in dark)', async ({
  page,
}) => {
  // Both forms use the same controls (radios, text, selects, check boxes, text areas, links, the button): one scheme each keeps this quick.
  const weak: string[] = []
  for (const [scheme, path] of [
    ['light', href('contact', 'en')],
    ['dark', href('medical-information', 'fr')],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`${server.url}${path}`)
    const rings = await everyFocusStop(page, 120)
    expect(rings.length, path).toBeGreaterThan(15)
    for (const ring of rings)
      if (!ring.visible || ring.contrast < 3) weak.push(`${scheme} ${path}: ${ring.element} ${ring.outline} (${ring.contrast}:1)`)
  }
  expect(weak).toEqual([])
})
