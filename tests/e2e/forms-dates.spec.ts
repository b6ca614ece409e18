import { expect, test } from '@playwright/test'
import { choice, field, nextPost, submitButton, text } from './forms-server.ts'
import { hydrated } from './page-state.ts'

/**
 * The medical-information form's dates are typed as digits (mm/dd/yy in
 * English, jj/mm/aa in French); next to each, the date as understood in
 * words, so that 03/04/26 cannot be read two ways.
 */
const paths = { en: '/en/medicalinformation', fr: '/fr/informationmedicale' } as const
const aeGroup = 'form.field.adverseEvent' as const

test.describe('with JavaScript', () => {
  test('English: the words follow the typing, and go when the date no longer parses', async ({ page }) => {
    await page.goto(paths.en)
    await hydrated(page)
    await choice(page, 'en', aeGroup, 'form.option.yesNo.yes').check()
    const date = field(page, 'en', 'form.field.aeStartDate')
    const words = page.getByTestId('aeStartDate-in-words')
    await expect(words).toBeEmpty()
    await date.fill('03/04/26')
    await expect(words).toHaveText('Date understood: 4 March 2026')
    await date.fill('12/25/2025')
    await expect(words).toHaveText('Date understood: 25 December 2025')
    await date.fill('13/04/26')
    await expect(words).toBeEmpty()
  })

  test('French: the same digits read day first', async ({ page }) => {
    await page.goto(paths.fr)
    await hydrated(page)
    await choice(page, 'fr', aeGroup, 'form.option.yesNo.yes').check()
    await field(page, 'fr', 'form.field.aeStartDate').fill('03/04/26')
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText(`${text('fr', 'form.date.understood', { date: '3 avril 2026' })}`)
    await field(page, 'fr', 'form.field.aeStartDate').fill('01/04/26')
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText('Date comprise\u00a0: 1er avril 2026')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: the server’s answer shows the date it understood', async ({ page }) => {
    await page.goto(paths.fr)
    await choice(page, 'fr', aeGroup, 'form.option.yesNo.yes').check()
    await field(page, 'fr', 'form.field.aeStartDate').fill('04/03/26')
    await expect(page.getByTestId('aeStartDate-in-words')).toBeEmpty()
    const status = nextPost(page)
    await submitButton(page, 'fr').click()
    // The rest of the form is empty: it comes back with its errors, and with the date in words.
    expect(await status).toBe(400)
    await expect(field(page, 'fr', 'form.field.aeStartDate')).toHaveValue('04/03/26')
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText('Date comprise\u00a0: 4 mars 2026')
  })

  test('English: so does the English one, month first', async ({ page }) => {
    await page.goto(paths.en)
    await choice(page, 'en', aeGroup, 'form.option.yesNo.yes').check()
    await field(page, 'en', 'form.field.aeStartDate').fill('03/04/26')
    const status = nextPost(page)
    await submitButton(page, 'en').click()
    expect(await status).toBe(400)
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText('Date understood: 4 March 2026')
  })
})
