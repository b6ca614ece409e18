import { hasScript, loadScript } from '@gtm-support/core'

/**
 * Loaded on demand, after consent, so no visitor who has not accepted downloads
 * this code. The script gets the page's CSP nonce: the browser hides the nonce
 * attribute but keeps the `nonce` property of the page's own scripts.
 */
export function injectTagManager(id: string, doc: Document = document): HTMLScriptElement | undefined {
  if (hasScript()) return undefined
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined
  return loadScript(id, { defer: false, compatibility: false, nonce, parentElement: doc.head })
}
