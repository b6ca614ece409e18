import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page, so a link press is a client-side
 * navigation. Before that, the page works as plain HTML: a click is a document load.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')))
}

/** Counts full document loads of the page (a reload, a new-document navigation). */
export function countDocuments(page: Page): string[] {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname)
  })
  return documents
}

/** React Router learns of routes lazily; waits until it knows the one a link points to. */
export async function routeKnown(page: Page, routeId: string) {
  await page.waitForFunction(
    (id) =>
      Boolean((window as unknown as { __reactRouterManifest?: { routes: Record<string, unknown> } }).__reactRouterManifest?.routes[id]),
    routeId,
  )
}
