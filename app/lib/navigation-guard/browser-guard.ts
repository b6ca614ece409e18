import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { readPublicConfig } from '../../config/public-config.ts'
import { checkNavigation, type GuardOptions, type NavigationCheck } from './url-safety.ts'

/**
 * Programmatic navigation through the guard: use this instead of a raw
 * `navigate()` or `window.location` whenever the address is not a constant.
 * Internal addresses go through React Router; allowed external ones and
 * mailto:/tel: through the browser; everything else is refused and logged.
 */
export function safeNavigate(
  href: string,
  { guard, navigate, assign }: { guard: GuardOptions; navigate: (path: string) => void; assign: (url: string) => void },
): NavigationCheck {
  const check = checkNavigation(href, guard)
  if (!check.allowed) console.warn(`Navigation refused (${check.reason}): ${href}`)
  else if (check.kind === 'internal') navigate(check.url.pathname + check.url.search + check.url.hash)
  else assign(check.url.href)
  return check
}

export function browserGuard(): GuardOptions {
  return { origin: window.location.href, allowList: readPublicConfig().navigationAllowList }
}

export function useSafeNavigate(): (href: string) => NavigationCheck {
  const navigate = useNavigate()
  return useCallback(
    (href: string) => safeNavigate(href, { guard: browserGuard(), navigate: (path) => void navigate(path), assign: (url) => window.location.assign(url) }),
    [navigate],
  )
}
