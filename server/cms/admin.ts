import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { CMS_INTERFACE_LANG, cmsConfig, type CmsMode } from '../../app/cms/cms-config.server.ts'
import { COMPANY_TIME_ZONE, languages, locales } from '../../app/i18n/locales.ts'
import { checkEntry, entryCheckInput } from './entry-check.ts'
import { precompressed } from '../static-files.ts'
import { describeLaggingForEditors, translationFreshness } from '../../scripts/translation-freshness.ts'

/**
 * The CMS at /admin (docs/decisions/0130, 0131): a page of its own that loads Decap CMS from this site (never a
 * CDN, never in the site's Vite bundles), its configuration, and the editor's live check of an entry. Nothing here
 * reads or writes content on the deployed site: Decap talks to the git host, which asks for its own sign-in. In
 * development only, decap-server's file-system proxy writes to the working tree.
 */
export const ADMIN_PATH = '/admin'

export type AdminOptions = {
  mode: CmsMode
  /** Decap's files: node_modules/decap-cms/dist in development, the build's copy once built (scripts/copy-cms.ts). */
  decapDir: string
  /** The folder holding content/ and public/, which the development proxy writes to. */
  repoDir?: string
  /** The site's stylesheet, which the preview applies to the entry (server/cms/settings.ts). */
  stylesheet?: string
}

/** The admin page's own policy: its files and the git host, nothing else; no tag manager, no other origin. */
export function adminSecurityHeaders(gitHostUrl: string | undefined): Record<string, string> {
  const host = gitHostUrl ? [new URL(gitHostUrl).origin] : []
  const csp = [
    "default-src 'none'",
    // Decap's bundle is one script and its chunks, all from /admin. It checks its configuration with ajv, which
    // compiles validators with new Function: 'unsafe-eval' on this page only, which loads no script but its own.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    // Decap styles its interface with inline <style> elements (emotion).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${host.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${host.join(' ')}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `form-action 'self' ${host.join(' ')}`.trim(),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    // Never in a search engine, whatever links to it; not in the sitemap either (it is no screen of the route table).
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
}

/**
 * The page: Decap, then the site's additions (preview with the site's renderer, the live check). No inline script.
 * In French, as Decap's interface is (app/cms/cms-config.server.ts, `locale`); our labels carry both languages.
 */
export const adminPage = `<!doctype html>
<html lang="${locales.fr.tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Nordora Pharma · Content</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}/decap-cms.js"></script>
<script src="${ADMIN_PATH}/cms-setup.js"></script>
</body>
</html>
`

const setupScripts = ['draft-check.js', 'cms-setup.js'].map((file) => path.resolve(import.meta.dirname, file))

/**
 * The site's additions, after what they read from the server rather than spelling it again: each language's tag
 * and name from the locale record (app/i18n/locales.ts) as `siteLocales`; as `siteCms`, the interface's language,
 * head office's time zone and, deployed, the GitLab project whose draft branches the script reads (docs/decisions/
 * 0193). Then the draft check, then the setup. Read on each request, as `sendFile` did, so that an edit in
 * development shows at the next load.
 */
function setupScriptSource(mode: CmsMode): string {
  const siteLocales = Object.fromEntries(languages.map((lang) => [lang, { tag: locales[lang].tag, name: locales[lang].name }]))
  const siteCms = {
    lang: CMS_INTERFACE_LANG,
    timeZone: COMPANY_TIME_ZONE,
    gitlab: mode.kind === 'git-host' ? { api: `${mode.host.url}/api/v4`, repo: mode.host.repo } : null,
  }
  return [
    `var siteLocales = ${JSON.stringify(siteLocales)}`,
    `var siteCms = ${JSON.stringify(siteCms)}`,
    ...setupScripts.map((file) => fs.readFileSync(file, 'utf8')),
  ].join('\n')
}

/** The /admin router, and which of its paths take a POST (the live check; in development, the proxy). */
export async function adminRoutes({
  mode,
  decapDir,
  repoDir,
  stylesheet,
}: AdminOptions): Promise<{ router: express.Router; acceptsPost: (path: string) => boolean }> {
  const router = express.Router({ strict: true })
  const headers = adminSecurityHeaders(mode.kind === 'git-host' ? mode.host.url : undefined)
  const withHeaders: RequestHandler = (_req, res, next) => {
    res.set(headers)
    next()
  }
  const fixedConfig = mode.kind === 'git-host' ? JSON.stringify(cmsConfig(mode), null, 2) : undefined
  router.use(ADMIN_PATH, withHeaders)
  router.get(ADMIN_PATH, (_req, res) => res.redirect(301, `${ADMIN_PATH}/`))
  router.get(`${ADMIN_PATH}/`, (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(adminPage)
  })
  router.get(`${ADMIN_PATH}/config.yml`, (req, res) => {
    // JSON is YAML: Decap reads it as its config.yml. In development the proxy's address is this server's own.
    const config = fixedConfig ?? JSON.stringify(cmsConfig({ kind: 'local', origin: `${req.protocol}://${req.host}` }), null, 2)
    res.set('Cache-Control', 'no-store').type('text/yaml').send(config)
  })
  router.get(`${ADMIN_PATH}/cms-setup.js`, (_req, res) => res.type('text/javascript').send(setupScriptSource(mode)))
  router.get(`${ADMIN_PATH}/site.css`, (_req, res) => {
    if (stylesheet) res.redirect(302, stylesheet)
    else res.type('text/css').send('')
  })
  // Anyone may ask for a check (it reads and writes nothing), but not without limit: it renders what it is sent.
  const checkLimit = rateLimit({
    windowMs: 60_000,
    limit: 600,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false },
  })
  router.post(`${ADMIN_PATH}/check`, checkLimit, express.json({ limit: '256kb' }), (req, res) => {
    const input = entryCheckInput.safeParse(req.body)
    if (!input.success) {
      res.status(400).json({ problems: input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) })
      return
    }
    res.set('Cache-Control', 'no-store').json({ ...checkEntry(input.data), notes: freshnessNotes(input.data) })
  })
  // Decap's 5 MB bundle as the build compressed it (scripts/precompress.ts), when the browser takes brotli or gzip;
  // node_modules has no such copies, so in development the files go as they are.
  router.use(
    ADMIN_PATH,
    precompressed(decapDir),
    express.static(decapDir, { index: false, fallthrough: true, setHeaders: (res) => res.set('Cache-Control', 'no-cache') }),
  )

  // In development, whether this entry's other language is behind, from the working tree's git history.
  const freshnessNotes = ({ collection, lang, slug }: { collection: string; lang: string; slug: string }): string[] => {
    if (mode.kind !== 'local' || !repoDir || !slug) return []
    try {
      const file = `content/${collection}/${lang}/${slug}.md`
      return translationFreshness(repoDir, 'content', [file])
        .lagging.filter((l) => l.behind === file)
        .map(describeLaggingForEditors)
    } catch {
      return []
    }
  }

  const posts = new Set([`${ADMIN_PATH}/check`])
  if (mode.kind === 'local' && repoDir) {
    // decap-server (a development dependency, never loaded in production) reads its folder from this variable.
    process.env.GIT_REPO_DIRECTORY = repoDir
    const require = createRequire(import.meta.url)
    const { registerLocalFs } = require('decap-server/dist/middlewares.js') as { registerLocalFs: (app: express.Router) => Promise<void> }
    const proxy = express.Router()
    await registerLocalFs(proxy)
    router.use(ADMIN_PATH, proxy)
    posts.add(`${ADMIN_PATH}/api/v1`)
  }
  return { router, acceptsPost: (path) => posts.has(path) }
}

/** Where Decap's files are, or undefined when this install has none (a production install without the build's copy). */
export function decapFiles(candidates: string[]): string | undefined {
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'decap-cms.js')))
}
