import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Hosts Google documents for a Content-Security-Policy with Google Tag Manager
 * and Google Analytics 4. Allowed only when a container is configured; the
 * script itself is inserted by our bundle after consent, which
 * 'strict-dynamic' permits because the bundle was loaded with the nonce.
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

export type SecurityOptions = {
  /** The nonce of this response (see docs/decisions/0002). */
  nonceOf: (res: ServerResponse) => string
  /** Whether a tag manager container is configured (GTM_ID). */
  tagManager: boolean
}

export function contentSecurityPolicyDirectives({ nonceOf, tagManager }: SecurityOptions) {
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`
  const gtm = (hosts: string[]) => (tagManager ? hosts : [])
  return {
    'default-src': ["'self'"],
    // Hosts after 'strict-dynamic' are ignored by browsers that know it and only serve older ones.
    'script-src': [nonce, "'strict-dynamic'", ...gtm(tagManagerHosts.script)],
    'script-src-attr': ["'none'"],
    // <style> elements need the nonce; style attributes (set by React components for
    // visually hidden text and positioning) cannot hold selectors, so they are allowed.
    'style-src': ["'self'", nonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...gtm(tagManagerHosts.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...gtm(tagManagerHosts.connect)],
    'frame-src': tagManager ? tagManagerHosts.frame : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * Security headers on every answer (docs/decisions/0030). `upgrade-insecure-requests`
 * is left out: HSTS already keeps browsers on HTTPS, and the directive would break
 * plain-HTTP runs on localhost (tests, benchmark).
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
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
