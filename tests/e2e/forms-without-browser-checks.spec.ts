import { expect, test } from '@playwright/test'
import type { Lang } from '../../app/routing/route-table.ts'
import { countDocuments, hydrated } from './page-state.ts'
import { choice, field, formsServerForFile, sendForm, text, expectErrorSummary } from './forms-server.ts'

/**
 * The forms' checks in the browser (the `form-schemas` chunk) are an optional part: when they cannot load, the
 * form keeps the server's checks, with no reload and never the error screen (docs/decisions/0071, 0160).
 */
test.describe.configure({ mode: 'serial' })

const server = formsServerForFile()
const paths = { en: '/en/contactus', fr: '/fr/nousjoindre' } as const
const errorScreen = { en: 'Internal Server Error', fr: 'Erreur interne du serveur' } as const

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  test(`${lang}: the checks held back twice, the form stays, sends, and shows the server's errors`, async ({ page }) => {
    let heldBack = 0
    await page.route(/\/assets\/form-schemas-[\w-]+\.js$/, (route) => {
      if (heldBack >= 2) return route.continue()
      heldBack++
      return route.abort('failed')
    })
    const documents = countDocuments(page)
    await page.goto(server.url + paths[lang])
    await hydrated(page)

    // Each entry into the form asks for the checks; both requests fail.
    const firstName = field(page, lang, 'form.field.firstName')
    await firstName.focus()
    await expect.poll(() => heldBack).toBe(1)
    await firstName.fill('Marie-Ève')
    await field(page, lang, 'form.field.lastName').focus()
    await page.locator('body').click({ position: { x: 2, y: 2 } })
    const email = field(page, lang, 'form.field.email')
    await email.focus()
    await expect.poll(() => heldBack).toBe(2)
    await email.fill('marie@')
    await email.blur()
    await page.waitForTimeout(500)

    expect(documents).toEqual([paths[lang]])
    await expect(page.getByRole('heading', { level: 1, name: errorScreen[lang] })).toHaveCount(0)
    await expect(page.locator(`form[data-validation="server"]`)).toHaveCount(1)

    // The server checks what the browser could not.
    expect(await sendForm(page, lang)).toBe(400)
    await expect(email).toHaveAccessibleDescription(new RegExp(text(lang, 'form.error.email').replace(/[.?]/g, '\\$&')))
    await expectErrorSummary(page, lang, choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.patient'))
    await expect(firstName).toHaveValue('Marie-Ève')
    await expect(page.getByRole('heading', { level: 1, name: errorScreen[lang] })).toHaveCount(0)
    expect(documents).toEqual([paths[lang]])
  })
}
