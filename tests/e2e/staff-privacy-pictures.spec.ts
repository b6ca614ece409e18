import { expect, test } from '@playwright/test'
import { privacyTranslator } from '../../app/privacy/messages/index.ts'
import { picturesNeedTheShell } from './chromium.ts'
import { signIn, staffServerForFile } from './staff-server.ts'

/**
 * The privacy screens' forms as pictures. A file of its own, so a server of its own: the incident register is
 * empty here whatever the privacy tests record, and the forms always sit at the same place on the page.
 */
test.skip(Boolean(picturesNeedTheShell()), picturesNeedTheShell())
const server = staffServerForFile()

test('the privacy screens’ forms, pictured in both languages, at a phone and a laptop width, light and dark', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, server, 'olivier', '/staff/en/privacy')
  for (const lang of ['en', 'fr'] as const) {
    for (const [width, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['laptop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport)
      for (const [screen, form] of [
        ['privacy/requests/new', 'form.privacy-form'],
        ['privacy/incidents', 'section[aria-labelledby="new-incident"]'],
      ] as const) {
        await page.goto(`${server.url}/staff/${lang}/${screen}`)
        await page.evaluate(() => document.fonts.ready)
        // Nothing pushes the page sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
          await expect(page.locator(form)).toHaveScreenshot(`staff-${screen.replaceAll('/', '-')}-${lang}-${width}-${scheme}.png`)
        }
      }
    }
  }
})

test('the incident form after a failed send, with its summary, its required markers and each error by its field, in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, server, 'olivier', '/staff/en/privacy/incidents')
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(`${server.url}/staff/${lang}/privacy/incidents`)
    await page.getByRole('button', { name: privacyTranslator(lang)('staff.incidents.record') }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await expect(page.locator('main')).toHaveScreenshot(`staff-privacy-incidents-errors-${lang}-laptop-${scheme}.png`)
    }
  }
})
