import crypto from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Hosts Google documents for a Content-Security-Policy with Google Tag Manager
 * and Google Analytics 4. Allowed only when a container is configured; the
 * script itself is inserted by our bundle after consent, from this host.
 */
export const tagManagerHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
}

/**
 * Powerful browser features the site never uses, switched off for it and for
 * anything it embeds. Only names Chromium knows: an unknown name is logged as
 * a console error on every page.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * `<style>` elements react-aria inserts at run time (usePress, usePreventScroll), allowed by hash: prerendered
 * pages carry no nonce for them to copy. A react-aria upgrade that changes them shows as a CSP violation in the
 * e2e sweep; `security-headers.test.ts` checks they are still the library's text.
 */
export const libraryInlineStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
]

/** A CSP hash source for an inline script or style: `'sha256-…'` of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export type SecurityOptions = {
  /**
   * The nonce of this response, for answers React Router renders per request (404s, form posts). Absent for
   * prerendered pages: their scripts are allowed by hash in the page's own `<meta>` policy (docs/decisions/0080).
   */
  nonceOf?: (res: ServerResponse) => string
  /** Whether a tag manager container is configured (GTM_ID). */
  tagManager: boolean
  /** Where the page's scripts fetch from besides the site's own origin: `API_BASE`'s origin when it is another. */
  connect?: string[]
}

/** `script-src` of a page: the site's own files, the page's inline scripts (nonce or hashes), the tag manager's host. */
export function scriptSources(tagManager: boolean, inline: Array<string | ((req: unknown, res: ServerResponse) => string)>) {
  return ["'self'", ...inline, ...(tagManager ? tagManagerHosts.script : [])]
}

type Source = string | ((req: unknown, res: ServerResponse) => string)

/**
 * The whole policy. `scripts` are the sources allowed besides the site's own files: this response's nonce, or
 * the hashes of a prerendered page's inline scripts.
 */
export function policyDirectives({ tagManager, scripts, connect = [] }: { tagManager: boolean; scripts: Source[]; connect?: string[] }) {
  const gtm = (hosts: string[]) => (tagManager ? hosts : [])
  const nonce = scripts.filter((source) => typeof source === 'function')
  return {
    'default-src': ["'self'"],
    'script-src': scriptSources(tagManager, scripts),
    'script-src-attr': ["'none'"],
    // <style> elements need the nonce or a known hash; style attributes (set by React components for visually
    // hidden text and positioning) cannot hold selectors, so they are allowed.
    'style-src': ["'self'", ...nonce, ...libraryInlineStyles.map(cspHash)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...gtm(tagManagerHosts.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connect, ...gtm(tagManagerHosts.connect)],
    'media-src': ["'self'"],
    'frame-src': tagManager ? tagManagerHosts.frame : ["'none'"],
    'child-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * The header policy. With `nonceOf`: the whole policy for this response. Without (prerendered pages): the whole
 * policy but `default-src`, `script-src` and `script-src-attr`, which the page's `<meta>` policy sets with the
 * hashes of its inline scripts (docs/decisions/0080); every other fetch directive is spelled out, so the header
 * alone lets nothing but scripts fall through, and the browser enforces both policies.
 */
export function contentSecurityPolicyDirectives({ nonceOf, tagManager, connect }: SecurityOptions) {
  if (nonceOf) return policyDirectives({ tagManager, connect, scripts: [(_req, res) => `'nonce-${nonceOf(res)}'`] })
  const { 'default-src': _d, 'script-src': _s, 'script-src-attr': _a, ...rest } = policyDirectives({ tagManager, connect, scripts: [] })
  return rest
}

/**
 * The `<meta http-equiv="Content-Security-Policy">` of a prerendered page: the whole policy with its inline
 * scripts' hashes, but `frame-ancestors`, which a `<meta>` policy may not hold (the header carries it).
 */
export function pageMetaPolicy(scriptHashes: string[], tagManager: boolean, connect: string[] = []): string {
  const { 'frame-ancestors': _f, ...directives } = policyDirectives({ tagManager, connect, scripts: scriptHashes })
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...(sources as string[])].join(' '))
    .join('; ')
}

/**
 * Security headers on every answer (docs/decisions/0030). `upgrade-insecure-requests`
 * is left out: HSTS already keeps browsers on HTTPS, and the directive would break
 * plain-HTTP runs on localhost (tests, benchmark).
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const directives = contentSecurityPolicyDirectives(options)
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Prerendered pages: default-src and script-src are in the page's own <meta> policy (see above).
      directives: options.nonceOf
        ? directives
        : { ...directives, 'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc },
    },
    // Two years, subdomains included; `preload` is the operator's commitment to make, not the code's.
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy)
    headers(req, res, next)
  }
}

/**
 * The headers `securityHeaders` sends on a prerendered page, computed once: the same helmet call, so pages
 * served from memory (or by nginx, see deploy/) carry exactly what every other answer carries.
 */
export function staticSecurityHeaders(tagManager: boolean, connect: string[] = []): Record<string, string> {
  const collected: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string | number) => void (collected[name] = String(value)),
    removeHeader: (name: string) => void delete collected[name],
    getHeader: (name: string) => collected[name],
  }
  securityHeaders({ tagManager, connect })({} as never, res as never, () => {})
  return collected
}
