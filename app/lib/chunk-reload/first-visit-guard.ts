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
export const firstVisitGuardSource = `(error) => {
  const path = location.pathname;
  let reload = false;
  try {
    const now = Date.now();
    const records = JSON.parse(sessionStorage.getItem(${JSON.stringify(RELOAD_GUARD_KEY)}) || "{}") || {};
    const last = records[path];
    if (!(typeof last === "number" && now - last < ${RELOAD_GUARD_MS} && now >= last)) {
      records[path] = now;
      sessionStorage.setItem(${JSON.stringify(RELOAD_GUARD_KEY)}, JSON.stringify(records));
      reload = true;
    }
  } catch {}
  console.warn(reload ? "A page resource failed to load; reloading " + path : "A page resource failed to load again; the page stays as it is", error);
  if (reload) location.reload();
  return new Promise(() => {});
}`
