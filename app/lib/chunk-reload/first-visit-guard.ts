import { RELOAD_GUARD_MS } from '../../config/constants.ts'
import { RELOAD_GUARD_KEY } from './reload-guard.ts'

/**
 * The reload guard for a page's first load, before any of the site's code runs: the bootstrap of a prerendered
 * page (server/page-finalize.ts) imports the page's route modules and then the client entry, and when one of them
 * fails (a page opened with a link saved before a deploy), this catches it. Plain script text, written into
 * every page, so it can hold no import: the same record as `claimReload` (`np:chunk-reloads` in
 * sessionStorage, a time per path), so a path reloads at most once per RELOAD_GUARD_MS whoever claims it. When the
 * guard says no, the page stays as its HTML, which reads and navigates without scripts. Never resolves: the
 * bootstrap waits while the page leaves, or for good.
 */
export const firstVisitGuardSource =
  // Written without spaces: every page carries it.
  `(e)=>{const p=location.pathname;let r=!1;try{const n=Date.now(),k=${JSON.stringify(RELOAD_GUARD_KEY)},s=JSON.parse(sessionStorage.getItem(k)||"{}")||{},l=s[p];` +
  `if(!(typeof l=="number"&&n-l<${RELOAD_GUARD_MS}&&n>=l)){s[p]=n;sessionStorage.setItem(k,JSON.stringify(s));r=!0}}catch{}` +
  `console.warn(r?"A page resource failed to load; reloading "+p:"A page resource failed to load again; the page stays as it is",e);` +
  `if(r)location.reload();return new Promise(()=>{})}`
