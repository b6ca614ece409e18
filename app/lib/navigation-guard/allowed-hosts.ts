/**
 * External sites the site may send visitors to (navigation to an
 * external address is refused unless explicitly allowed). An entry allows the host
 * and its subdomains: `canada.ca` covers `www.canada.ca` and `recalls-rappels.canada.ca`.
 * Content links are checked against this list at build time; a deployment can add
 * hosts with NAVIGATION_ALLOWED_HOSTS.
 */
export const DEFAULT_ALLOWED_HOSTS = [
  // Governments of Canada, Quebec and Ontario, and British Columbia's 811 health line.
  'canada.ca',
  'gc.ca',
  'gouv.qc.ca',
  'quebec.ca',
  'ontario.ca',
  'healthlinkbc.ca',
  // Patient organizations and rare-disease references named in the content.
  'cancer.ca',
  'orpha.net',
  'raredisorders.ca',
  'rqmo.org',
  'mscanada.ca',
  'scleroseenplaques.ca',
] as const

const hostPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** Reads a comma- or space-separated list of hosts; throws on an entry that is not a host name. */
export function parseHostList(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const host = entry.toLowerCase().replace(/\.$/, '')
      if (!hostPattern.test(host)) throw new Error(`NAVIGATION_ALLOWED_HOSTS: ${entry} is not a host name`)
      return host
    })
}

/** True when the host is on the list or is a subdomain of an entry. */
export function isHostAllowed(host: string, allowList: readonly string[]): boolean {
  const candidate = host.toLowerCase().replace(/\.$/, '')
  return allowList.some((entry) => candidate === entry || candidate.endsWith(`.${entry}`))
}
