import { expect, test } from '@playwright/test'
import { signIn, staffServerForFile } from './staff-server.ts'

/** Staff access that ends: an administrator's view of who is signed in, and the end of a person's sessions. */
const server = staffServerForFile()

test('an administrator sees who is signed in and ends a person’s sessions, which signs them out at their next request', async ({
  browser,
}) => {
  const marie = await browser.newPage()
  await signIn(marie, server, 'marie')
  const alex = await browser.newPage()
  await signIn(alex, server, 'alex', '/staff/fr/sessions')
  const row = alex.locator('tr[data-subject="marie"]')
  await expect(row).toContainText('Marie Tremblay')
  await row.getByRole('button').click()
  await expect(alex.getByRole('status')).toContainText('Marie Tremblay')
  await expect(alex.locator('tr[data-subject="marie"]')).toHaveCount(0)
  const next = await marie.request.get(`${server.url}/staff/en/cases`, { maxRedirects: 0 })
  expect(next.status()).toBe(303)
  expect(next.headers().location).toMatch(/^\/staff\/sign-in/)
  await alex.goto(`${server.url}/staff/en/audit`)
  await expect(alex.locator('tr[data-action="sessions-end"]', { hasText: 'marie' })).toBeVisible()
  await marie.close()
  await alex.close()
})
