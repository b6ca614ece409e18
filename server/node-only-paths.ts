/**
 * Paths answered by Node on every request, never from a prerendered file: the healthcare-professional area
 * is behind a self-declaration cookie that the server checks. deploy/nginx/nordora.conf passes the same prefixes
 * to Node (its test checks they match).
 */
export const nodeOnlyPrefixes = ['/en/healthcare-professionals', '/fr/professionnels-de-la-sante'] as const

export function isNodeOnly(urlPath: string): boolean {
  return nodeOnlyPrefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))
}
