import { DEFAULT_ALLOWED_HOSTS } from '../lib/navigation-guard/allowed-hosts.ts'
import type { Env } from './env.server.ts'

/**
 * Configuration injected into every page (the HTTP client's
 * base address comes from injected page configuration). It is read from the
 * environment once per deployment: written into the prerendered pages by the
 * build (or again at server start when it differs), and into each page
 * rendered per request (docs/decisions/0080).
 */
export type PublicConfig = {
  /** Base address of the HTTP client. */
  apiBase: string
  /** The tag manager container (GTM_ID); null means no tag manager at all. */
  gtmId: string | null
  /** Hosts that navigation may leave the site for: the defaults plus NAVIGATION_ALLOWED_HOSTS. */
  navigationAllowList: string[]
}

/** The text the prerender leaves in pages for scripts/finalize-pages.ts to replace. */
export const PUBLIC_CONFIG_PLACEHOLDER = '"__PUBLIC_CONFIG__"'
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config'

export const defaultPublicConfig: PublicConfig = { apiBase: '/', gtmId: null, navigationAllowList: [...DEFAULT_ALLOWED_HOSTS] }

/**
 * Server side: the configuration for this process, from the environment that
 * app/config/env.server.ts has already checked (an invalid GTM_ID stops the
 * server there, with "{id} is not a valid GTM-ID" and a hint of the corrected id).
 */
export function publicConfigFromEnv(env: Pick<Env, 'GTM_ID' | 'NAVIGATION_ALLOWED_HOSTS' | 'API_BASE'>): PublicConfig {
  return {
    apiBase: env.API_BASE,
    gtmId: env.GTM_ID ?? null,
    navigationAllowList: [...new Set([...defaultPublicConfig.navigationAllowList, ...(env.NAVIGATION_ALLOWED_HOSTS ?? [])])],
  }
}

/**
 * The origin the HTTP client reaches when `API_BASE` is on another one (`https://api.example.ca/v1/` gives
 * `https://api.example.ca`, `//api.example.ca/` its host, which the page's scheme completes), for the pages'
 * `connect-src`; undefined for a path on the site's own origin (`/`, `/api/`).
 */
export function apiOriginOf(apiBase: string): string | undefined {
  if (apiBase.startsWith('//') && URL.canParse(`https:${apiBase}`)) return new URL(`https:${apiBase}`).host
  if (!/^[a-z][a-z\d+.-]*:/i.test(apiBase) || !URL.canParse(apiBase)) return undefined
  const url = new URL(apiBase)
  return /^https?:$/.test(url.protocol) ? url.origin : undefined
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function serializePublicConfig(config: PublicConfig): string {
  return JSON.stringify(config).replace(/</g, '\\u003c')
}

let cached: PublicConfig | undefined
/** Browser side: the configuration the server injected, or the defaults (development server). */
export function readPublicConfig(): PublicConfig {
  if (cached) return cached
  const element = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)
  let parsed: unknown
  try {
    parsed = element?.textContent ? JSON.parse(element.textContent) : undefined
  } catch {
    parsed = undefined
  }
  cached = { ...defaultPublicConfig, ...(typeof parsed === 'object' && parsed !== null ? (parsed as Partial<PublicConfig>) : {}) }
  return cached
}
