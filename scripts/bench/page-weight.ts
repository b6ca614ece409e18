import { chromium, type Browser } from '@playwright/test'
import { quietChromiumArgs, systemChromium } from '../../tests/e2e/chromium.ts'
import type { PageWeight } from './budgets.ts'
import { recordDownloads } from './downloads.ts'

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? systemChromium(), args: quietChromiumArgs })
}

function kindOf(resourceType: string): keyof Omit<PageWeight, 'requests'> {
  if (resourceType === 'document') return 'html'
  if (resourceType === 'stylesheet') return 'css'
  if (resourceType === 'script') return 'js'
  return 'other'
}

/**
 * What a first visit downloads, as the browser receives it: each response's
 * body as sent (compressed) and once decoded, by kind, until the network has
 * been idle for half a second. A fresh context each time: nothing cached.
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
): Promise<PageWeight & { files: { url: string; kind: string; encoded: number; raw: number }[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const downloads = recordDownloads(page)
  await page.goto(url, { waitUntil: 'networkidle' })
  await downloads.settled()
  await context.close()
  const files = downloads.files.map(({ url, resourceType, encoded, raw }) => ({ url, kind: kindOf(resourceType), encoded, raw }))
  const weight: PageWeight = {
    html: { encoded: 0, raw: 0 },
    css: { encoded: 0, raw: 0 },
    js: { encoded: 0, raw: 0 },
    other: { encoded: 0, raw: 0 },
    requests: files.length,
  }
  for (const file of files) {
    const bucket = weight[file.kind as keyof Omit<PageWeight, 'requests'>]
    bucket.encoded += file.encoded
    bucket.raw += file.raw
  }
  return { ...weight, files }
}
