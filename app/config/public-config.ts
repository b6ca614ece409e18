/**
 * Configuration injected into every page at serve time (spec, section 7: the
 * HTTP client's base address comes from injected page configuration). It is
 * read from the environment per response, so one build serves any deployment.
 */
export type PublicConfig = {
  /** Base address of the HTTP client. */
  apiBase: string
}

/** The text the build leaves in prerendered pages for the server to replace. */
export const PUBLIC_CONFIG_PLACEHOLDER = '"__PUBLIC_CONFIG__"'
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config'

export const defaultPublicConfig: PublicConfig = { apiBase: '/' }

/** Server side: the configuration for this process. */
export function publicConfigFromEnv(env: Record<string, string | undefined> = process.env): PublicConfig {
  return { apiBase: env.API_BASE ?? defaultPublicConfig.apiBase }
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
