import { PUBLIC_CONFIG_ELEMENT_ID } from '../app/config/public-config.ts'
import { cspHash, pageMetaPolicy } from './security-headers.ts'

/**
 * What turns a prerendered page into the file every visitor gets, byte for byte (docs/decisions/0080): the
 * deployment's page configuration, the hashes of its inline scripts in a `<meta>` policy, and module preloads
 * moved where they do not compete with the first paint. Idempotent, so a server started with another
 * configuration can run it again over the same files.
 */
export type PageSettings = {
  /** The page configuration as JSON (serializePublicConfig). */
  publicConfigJson: string
  /** Whether a tag manager container is configured: its host joins script-src. */
  tagManager: boolean
}

const CONFIG_ELEMENT = new RegExp(`(<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">)[\\s\\S]*?(</script>)`)
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g
const CHARSET = '<meta charSet="utf-8"/>'
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g

/** The text of each inline script the browser runs (not `src`, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && !/\stype="application\/(?:ld\+)?json"/.test(attrs))
    .map(([, , body = '']) => body)
}

export function finalizePage(html: string, { publicConfigJson, tagManager }: PageSettings): string {
  if (!html.includes(CHARSET)) throw new Error(`a prerendered page has no ${CHARSET} to put its policy after`)
  // A nonce in a file everyone gets would be no secret: the prerender renders none (app/server-context.ts).
  if (/\snonce="/.test(html)) throw new Error('a prerendered page carries a nonce')
  let page = html.replace(META_POLICY, '')
  if (!CONFIG_ELEMENT.test(page)) throw new Error(`a prerendered page has no #${PUBLIC_CONFIG_ELEMENT_ID} element`)
  page = page.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${publicConfigJson}${close}`)
  // Module preloads are for hydration, not for the first paint: at the end of the body, at low priority, so the
  // stylesheet and the page come first (docs/decisions/0083).
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map(([link]) => link.replace(/^<link rel="modulepreload"(?! fetchpriority)/, '<link rel="modulepreload" fetchpriority="low"'))
  page = page.replace(MODULE_PRELOAD, '').replace('</body>', `${preloads.join('')}</body>`)
  const policy = pageMetaPolicy([...new Set(inlineScripts(page).map(cspHash))], tagManager)
  // First in <head> after the charset: the policy must be known before any script or style is met.
  return page.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`)
}
