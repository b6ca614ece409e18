import type { Page } from '@playwright/test'

/** A response as the browser received it: its body as sent (compressed) and once decoded, in bytes. */
export type Download = { url: string; resourceType: string; encoded: number; raw: number }

/**
 * Records every response the page receives from now on. A body is read once its request has finished, so
 * `files` is complete only after `settled()`, called once the network is idle.
 */
export function recordDownloads(page: Page): { files: Download[]; settled: () => Promise<void> } {
  const pending: Promise<void>[] = []
  const files: Download[] = []
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response) return
        const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))])
        files.push({
          url: new URL(request.url()).pathname,
          resourceType: request.resourceType(),
          encoded: sizes.responseBodySize,
          raw: body.length,
        })
      })(),
    )
  })
  return {
    files,
    settled: async () => {
      await Promise.all(pending)
    },
  }
}
