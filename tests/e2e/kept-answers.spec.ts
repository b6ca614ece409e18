import { expect, test, type Page } from '@playwright/test'
import { en } from '../../app/i18n/en.ts'
import { fr } from '../../app/i18n/fr.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { choice, datePart, field, fillDate, text } from './forms-server.ts'
import { countDocuments, hydrated } from './page-state.ts'
import { serverWithoutChunk } from './server-without-chunk.ts'

/**
 * Nothing a visitor typed is lost when the site reloads the page itself (docs/decisions/0074): a page
 * resource that fails to load, a newer build; and the date field does without its calendar in place.
 */
const paths = { en: '/en/medicalinformation', fr: '/fr/informationmedicale' } as const
const site = { en, fr } as const
const aeGroup = 'form.field.adverseEvent' as const
const reactionDate = { day: '4', month: '3', year: '2026' } as const
const dateKey = 'form.field.aeStartDate' as const

/** Part of an adverse-event report: text, a choice that opens follow-up questions, a list, a date. */
async function fillReport(page: Page, lang: Lang) {
  await choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.healthcareProfessional').check()
  await field(page, lang, 'form.field.firstName').fill('Alex')
  await field(page, lang, 'form.field.lastName').fill('Martin')
  await field(page, lang, 'form.field.province').selectOption('ON')
  await choice(page, lang, aeGroup, 'form.option.yesNo.yes').check()
  await field(page, lang, 'form.field.aeDescription').fill('Fourmillements dans les doigts après la deuxième dose.')
  await fillDate(page, lang, dateKey, reactionDate)
}

async function expectReport(page: Page, lang: Lang) {
  await expect(choice(page, lang, 'form.field.requesterType', 'form.option.requesterType.healthcareProfessional')).toBeChecked()
  await expect(field(page, lang, 'form.field.firstName')).toHaveValue('Alex')
  await expect(field(page, lang, 'form.field.lastName')).toHaveValue('Martin')
  await expect(field(page, lang, 'form.field.province')).toHaveValue('ON')
  await expect(choice(page, lang, aeGroup, 'form.option.yesNo.yes')).toBeChecked()
  await expect(field(page, lang, 'form.field.aeDescription')).toHaveValue('Fourmillements dans les doigts après la deuxième dose.')
  for (const part of ['day', 'month', 'year'] as const) await expect(datePart(page, lang, dateKey, part)).toHaveValue(reactionDate[part])
}

const keptNotice = (page: Page) => page.getByTestId('kept-answers-notice')

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a page resource that fails after typing reloads the page once, and the answers come back`, async ({ page }) => {
    // The site's HTTP client loads once the page is idle: held back while the report is typed, then missing.
    // (The form's own checks are a part the page does without, with no reload: forms-without-browser-checks.)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route(/\/assets\/http-client-[\w-]+\.js$/, async (route) => {
      if (asked++ > 0) return route.continue()
      await held
      await route.fulfill({ status: 404, body: '' })
    })
    const documents = countDocuments(page)
    await page.goto(paths[lang])
    await hydrated(page)
    await fillReport(page, lang)
    release()
    await expect.poll(() => documents).toEqual([paths[lang], paths[lang]])
    await hydrated(page)
    await expectReport(page, lang)
    await expect(keptNotice(page)).toHaveText(text(lang, 'form.kept.restored'))
    // Taken out once put back: a reload the visitor makes starts from the page as it is.
    expect(await page.evaluate(() => sessionStorage.getItem('np:kept-answers'))).toBe('{}')
    // Never in a cookie.
    expect((await page.context().cookies()).map((cookie) => cookie.value).join(' ')).not.toContain('Martin')
  })

  test(`${lang}: a newer build found while a report is typed reloads at the next navigation, and the answers come back`, async ({
    page,
  }) => {
    let newer = false
    await page.route('**/builds/latest.json', (route) =>
      newer ? route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }) : route.continue(),
    )
    const documents = countDocuments(page)
    await page.goto(paths[lang])
    await hydrated(page)
    await fillReport(page, lang)
    newer = true
    // The check listens for the tab coming back only after its first run, once the page is idle, and skips a
    // return while a check is under way: the tab comes back until a check asks for the build.
    let asked = false
    page.on('request', (request) => {
      if (newer && request.url().endsWith('/builds/latest.json')) asked = true
    })
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
        return asked
      })
      .toBe(true)
    await page.waitForTimeout(300)
    expect(documents).toEqual([paths[lang]])
    // The page's own link in the menu: a new document, to pick up the new build.
    newer = false
    await page
      .getByRole('navigation', { name: site[lang]['nav.label'] })
      .getByRole('link', { name: site[lang]['nav.medicalInformation'] })
      .click()
    await expect.poll(() => documents).toEqual([paths[lang], paths[lang]])
    await hydrated(page)
    await expectReport(page, lang)
    await expect(keptNotice(page)).toHaveText(text(lang, 'form.kept.restored'))
  })
}

test('kept answers older than 30 minutes are not put back', async ({ page }) => {
  await page.goto(paths.en)
  await page.evaluate(
    ([path]) =>
      sessionStorage.setItem(
        'np:kept-answers',
        JSON.stringify({ [`${path}#medical-information`]: { at: Date.now() - 31 * 60_000, answers: [['firstName', 'Alex']] } }),
      ),
    [paths.en],
  )
  await page.reload()
  await hydrated(page)
  await page.waitForTimeout(300)
  await expect(field(page, 'en', 'form.field.firstName')).toHaveValue('')
  await expect(keptNotice(page)).toBeEmpty()
})

test.describe('the calendar’s chunk deleted from the build', () => {
  test.describe.configure({ mode: 'serial' })
  const server = serverWithoutChunk('date-calendar')

  for (const lang of ['en', 'fr'] as const) {
    test(`${lang}: the date field falls back to typing, without a reload, and nothing typed is lost`, async ({ page }) => {
      const documents = countDocuments(page)
      await page.goto(`${server.url}${paths[lang]}`)
      await hydrated(page)
      await fillReport(page, lang)
      const day = datePart(page, lang, dateKey, 'day')
      await day.fill('')
      const calendarButton = page.getByRole('button', {
        name: `${text(lang, 'form.calendar.open')} (${text(lang, 'form.field.aeStartDate')})`,
      })
      await calendarButton.click()
      await expect(page.getByTestId('aeStartDate-calendar-unavailable')).toHaveText(text(lang, 'form.calendar.unavailable'))
      await expect(day).toBeFocused()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(calendarButton).toHaveCount(0)
      await page.keyboard.type(reactionDate.day)
      await page.waitForTimeout(500)
      expect(documents).toEqual([paths[lang]])
      await expectReport(page, lang)
      await expect(page.getByTestId('aeStartDate-in-words')).toHaveText(
        text(lang, 'form.date.understood', { date: lang === 'en' ? '4 March 2026' : '4 mars 2026' }),
      )
    })
  }
})
