import { readPublicConfig } from '../../config/public-config.ts'
import type { GuardOptions } from './url-safety.ts'

/** The navigation guard's settings in the browser: this page's address, and the allow list injected into it. */
export function browserGuard(): GuardOptions {
  return { origin: window.location.href, allowList: readPublicConfig().navigationAllowList }
}
