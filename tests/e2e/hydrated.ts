import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page, so a link press is a client-side
 * navigation. Before that, the page works as plain HTML: a click is a document load.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')))
}
