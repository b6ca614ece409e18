import { expect, test } from '@playwright/test'

// The default test server has no staff settings: the staff area does not exist.
test('without the staff settings every staff address is a 404', async ({ request }) => {
  for (const path of [
    '/staff',
    '/staff/sign-in',
    '/staff/callback?code=x&state=y',
    '/staff/en/cases',
    '/staff/fr/cases/MI-2026-000001',
    '/staff/en/audit',
    '/staff/en/cases.csv',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
  }
})
