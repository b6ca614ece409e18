import { isHostAllowed } from './allowed-hosts.ts'

/**
 * Decides whether the site may navigate to an address. Used by
 * the content build check and the click check on every link.
 * Only http(s), mailto and tel are followed; javascript:, data:, vbscript: and every
 * other scheme are refused however they are disguised (case, whitespace, control
 * characters, percent or HTML-entity encoding). External hosts must be allowed.
 */
export type NavigationCheck =
  | { allowed: true; kind: 'internal' | 'external' | 'app'; url: URL }
  | { allowed: false; reason: 'scheme' | 'host' | 'invalid'; href: string }

export type GuardOptions = {
  /** The page's address (or just the site's origin): relative addresses resolve against it, same-origin ones are internal. */
  origin: string
  /** Hosts (and their subdomains) that external navigation may go to. */
  allowList: readonly string[]
}

const webSchemes = new Set(['http', 'https'])
const appSchemes = new Set(['mailto', 'tel'])

// The named entities that can spell out a scheme; any other entity is also tried removed.
const namedEntities: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' }

function fromCodePoint(code: number): string {
  return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);?/gi, (whole, name: string) => namedEntities[name.toLowerCase()] ?? whole)
}

function decodePercent(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Every reading of the address a browser or a later decoder might make, squeezed for scheme detection. */
function readings(raw: string): string[] {
  const layers = [raw]
  let current = raw
  for (let i = 0; i < 5; i++) {
    const next = decodePercent(decodeEntities(current))
    if (next === current) break
    layers.push((current = next))
  }
  return layers
    .flatMap((layer) => [layer, layer.replace(/&[a-z][a-z0-9]*;?/gi, '')])
    .map((layer) => layer.replace(/[\p{Cc}\p{Cf}\p{Z}\s]/gu, '').toLowerCase())
}

function schemeOf(reading: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/.exec(reading)?.[1]
}

export function checkNavigation(href: string, { origin, allowList }: GuardOptions): NavigationCheck {
  const refuse = (reason: 'scheme' | 'host' | 'invalid'): NavigationCheck => ({ allowed: false, reason, href })
  for (const reading of readings(href)) {
    const scheme = schemeOf(reading)
    if (scheme !== undefined && !webSchemes.has(scheme) && !appSchemes.has(scheme)) return refuse('scheme')
  }
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return refuse('invalid')
  }
  const scheme = url.protocol.slice(0, -1)
  if (appSchemes.has(scheme)) return { allowed: true, kind: 'app', url }
  if (!webSchemes.has(scheme)) return refuse('scheme')
  if (url.origin === new URL(origin).origin) return { allowed: true, kind: 'internal', url }
  return isHostAllowed(url.hostname, allowList) ? { allowed: true, kind: 'external', url } : refuse('host')
}
