import { expect, test } from '@playwright/test'
import { choice, dateGroup, datePart, fillDate, sendForm } from './forms-server.ts'
import { hydrated } from './page-state.ts'

/**
 * The forms' dates in three parts (GOV.UK's pattern): the day and the year typed, the month chosen by its name, so
 * that no date can be read two ways; with and without JavaScript, with an error that says which part to fix.
 */
const paths = { en: '/en/medicalinformation', fr: '/fr/informationmedicale' } as const
const aeGroup = 'form.field.aeStartDate' as const
const yesAe = 'form.field.adverseEvent' as const

test.describe('with JavaScript', () => {
  test('English: the month is chosen by name, and the date understood follows the answer', async ({ page }) => {
    await page.goto(paths.en)
    await hydrated(page)
    await choice(page, 'en', yesAe, 'form.option.yesNo.yes').check()
    const words = page.getByTestId('aeStartDate-in-words')
    await expect(words).toBeEmpty()
    await expect(datePart(page, 'en', aeGroup, 'month').locator('option')).toHaveText([
      'Choose a month',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    await expect(dateGroup(page, 'en', aeGroup)).toHaveAccessibleDescription('For example, 27 March 2026.')
    await fillDate(page, 'en', aeGroup, { day: '4', month: '3', year: '2026' })
    await expect(words).toHaveText('Date understood: 4 March 2026')
    await fillDate(page, 'en', aeGroup, { day: '31', month: '4', year: '2026' })
    await expect(words).toBeEmpty()
  })

  test('French: the months in French, the first of the month « 1er »', async ({ page }) => {
    await page.goto(paths.fr)
    await hydrated(page)
    await choice(page, 'fr', yesAe, 'form.option.yesNo.yes').check()
    await fillDate(page, 'fr', aeGroup, { day: '1', month: '4', year: '2026' })
    await expect(datePart(page, 'fr', aeGroup, 'month').locator('option:checked')).toHaveText('avril')
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText('Date comprise\u00a0: 1er avril 2026')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: a date that does not exist comes back with its parts kept, all three marked, in French', async ({ page }) => {
    await page.goto(paths.fr)
    await choice(page, 'fr', yesAe, 'form.option.yesNo.yes').check()
    await fillDate(page, 'fr', aeGroup, { day: '31', month: '4', year: '2026' })
    expect(await sendForm(page, 'fr')).toBe(400)
    const group = dateGroup(page, 'fr', aeGroup)
    await expect(group).toHaveAccessibleDescription(/Cette date n’existe pas\. Vérifiez le jour et le mois\./)
    for (const part of ['day', 'month', 'year'] as const)
      await expect(datePart(page, 'fr', aeGroup, part)).toHaveAttribute('aria-invalid', 'true')
    await expect(datePart(page, 'fr', aeGroup, 'day')).toHaveValue('31')
    await expect(datePart(page, 'fr', aeGroup, 'month')).toHaveValue('4')
    await expect(datePart(page, 'fr', aeGroup, 'year')).toHaveValue('2026')
  })

  test('English: a two-digit year is refused, the year alone marked; a real date is shown back in words', async ({ page }) => {
    await page.goto(paths.en)
    await choice(page, 'en', yesAe, 'form.option.yesNo.yes').check()
    // What the forms used to take: 03/04/26.
    await fillDate(page, 'en', aeGroup, { day: '3', month: '4', year: '26' })
    expect(await sendForm(page, 'en')).toBe(400)
    await expect(dateGroup(page, 'en', aeGroup)).toHaveAccessibleDescription(/Enter the year with four digits, for example 2026\./)
    await expect(datePart(page, 'en', aeGroup, 'year')).toHaveAttribute('aria-invalid', 'true')
    await expect(datePart(page, 'en', aeGroup, 'day')).not.toHaveAttribute('aria-invalid')
    await expect(datePart(page, 'en', aeGroup, 'month')).not.toHaveAttribute('aria-invalid')

    await datePart(page, 'en', aeGroup, 'year').fill('2026')
    expect(await sendForm(page, 'en')).toBe(400)
    await expect(page.getByTestId('aeStartDate-in-words')).toHaveText('Date understood: 3 April 2026')
    await expect(datePart(page, 'en', aeGroup, 'year')).not.toHaveAttribute('aria-invalid')
  })
})
