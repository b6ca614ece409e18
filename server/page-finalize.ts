import { PUBLIC_CONFIG_ELEMENT_ID } from '../app/config/public-config.ts'
import { firstVisitGuardSource } from '../app/lib/chunk-reload/first-visit-guard.ts'
import { cspHash, pageMetaPolicy } from './security-headers.ts'

/**
 * What turns a prerendered page into the file every visitor gets, byte for byte (docs/decisions/0080): the
 * deployment's page configuration, the hashes of its inline scripts in a `<meta>` policy, and scripts that
 * start after the first paint. Idempotent, so a server started with another
 * configuration can run it again over the same files.
 */
export type PageSettings = {
  /** The page configuration as JSON (serializePublicConfig). */
  publicConfigJson: string
  /** Whether a tag manager container is configured: its host joins script-src. */
  tagManager: boolean
  /** `API_BASE`'s origin when it is another than the site's (apiOriginOf): it joins connect-src. */
  apiOrigin?: string
}

const CONFIG_ELEMENT = new RegExp(`(<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">)[\\s\\S]*?(</script>)`)
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g
const CHARSET = '<meta charSet="utf-8"/>'
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g
/** React Router's bootstrap: static imports of the page's route modules, then the manifest, then the client entry. */
const BOOTSTRAP = /(<script type="module" async="">);?\s*((?:import \* as route\d+ from "[^"]+";\s*)+)/
const STATIC_ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g
/** React Router's route manifest in the bootstrap, then the page's matched route modules by id. */
const ROUTE_MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});(\s*window\.__reactRouterRouteModules = \{([^}]*)\};)/
/** The bootstrap's last line: the client entry's import. */
const ENTRY_IMPORT = /(\nimport\("[^"]+"\));(\s*<\/script>)/
/** A frame painted (or, in a tab that paints none, 100 ms), then the task after it. */
const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 100) });'

/**
 * The page's scripts start once it has painted: the module preloads leave the HTML and are added by the
 * bootstrap after the first frame, then the route modules are imported (no longer statically, which would fetch
 * and compile them at once). On a fast connection the scripts would otherwise arrive, compile and run before the
 * first frame, holding back the paint of a page that needs no script to show (docs/decisions/0083).
 */
function scriptsAfterFirstPaint(page: string, preloads: string[]): string {
  if (!BOOTSTRAP.test(page)) return page
  return page
    .replace(BOOTSTRAP, (_match, open: string, imports: string) => {
      const routes = [...imports.matchAll(STATIC_ROUTE_IMPORT)]
      const names = routes.map(([, name]) => name).join(', ')
      const loads = routes.map(([, , path]) => `import(${path})`).join(', ')
      const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`
      // A route module or the entry that fails to load on a first visit goes through the reload guard (docs/decisions/0075).
      const guard = `const chunkFailed = ${firstVisitGuardSource};`
      return `${open}${AFTER_FIRST_PAINT}\n${guard}\n${preload}\nconst [${names}] = await Promise.all([${loads}]).catch(chunkFailed);\n`
    })
    .replace(ENTRY_IMPORT, '$1.catch(chunkFailed);$2')
}

/**
 * The route manifest of the page's own routes only. React Router adds the routes that match each shorter path
 * of the address (`/` and `/en` on `/en/about`), as an app of nested layouts needs; ours are flat, so those are
 * the language redirect and the home page, whose entry names the home page's chunk and its imports, in every
 * page's HTML. The browser learns of them, as of every other route, from the lazy route discovery it already
 * asks about the page's links. Written without the indentation React Router gives it.
 */
function ownRoutesOnly(page: string): string {
  return page.replace(ROUTE_MANIFEST, (match, json: string, modules: string, ids: string) => {
    const own = new Set([...ids.matchAll(/"([^"]+)":route\d+/g)].map(([, id]) => id))
    let manifest: { routes?: Record<string, unknown> }
    try {
      manifest = JSON.parse(json) as typeof manifest
    } catch {
      return match
    }
    if (!manifest.routes || own.size === 0) return match
    manifest.routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => own.has(id)))
    return `window.__reactRouterManifest = ${JSON.stringify(manifest)};${modules}`
  })
}

/** The text of each inline script the browser runs (not `src`, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && !/\stype="application\/(?:ld\+)?json"/.test(attrs))
    .map(([, , body = '']) => body)
}

export function finalizePage(html: string, { publicConfigJson, tagManager, apiOrigin }: PageSettings): string {
  if (!html.includes(CHARSET)) throw new Error(`a prerendered page has no ${CHARSET} to put its policy after`)
  // A nonce in a file everyone gets would be no secret: the prerender renders none (app/server-context.ts).
  if (/\snonce="/.test(html)) throw new Error('a prerendered page carries a nonce')
  let page = html.replace(META_POLICY, '')
  if (!CONFIG_ELEMENT.test(page)) throw new Error(`a prerendered page has no #${PUBLIC_CONFIG_ELEMENT_ID} element`)
  page = page.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${publicConfigJson}${close}`)
  // Scripts are for hydration, not for the first paint: the stylesheet and the page come first (docs/decisions/0083).
  const preloads = [...page.matchAll(MODULE_PRELOAD)].flatMap(([link]) => /href="([^"]+)"/.exec(link)?.slice(1, 2) ?? [])
  page = ownRoutesOnly(scriptsAfterFirstPaint(page.replace(MODULE_PRELOAD, ''), preloads))
  const policy = pageMetaPolicy([...new Set(inlineScripts(page).map(cspHash))], tagManager, apiOrigin ? [apiOrigin] : [])
  // First in <head> after the charset: the policy must be known before any script or style is met.
  return page.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`)
}
