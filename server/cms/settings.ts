import fs from 'node:fs'
import path from 'node:path'
import type { Env } from '../../app/config/env.server.ts'
import type { CmsMode } from '../../app/cms/cms-config.server.ts'

/**
 * Which CMS this process offers at /admin: the working tree in development (`npm run dev`), the git host once
 * deployed when CMS_GITLAB_URL, CMS_GITLAB_REPO and CMS_GITLAB_APP_ID name it, and none otherwise (a 404).
 */
export function cmsModeFromEnv(env: Env): CmsMode | undefined {
  if (env.NODE_ENV === 'development') return { kind: 'local' }
  if (!env.CMS_GITLAB_URL || !env.CMS_GITLAB_REPO || !env.CMS_GITLAB_APP_ID) return undefined
  return {
    kind: 'git-host',
    host: {
      url: new URL(env.CMS_GITLAB_URL).origin,
      repo: env.CMS_GITLAB_REPO,
      appId: env.CMS_GITLAB_APP_ID,
      branch: env.CMS_GITLAB_BRANCH,
    },
  }
}

/** The site's stylesheet, for the CMS's preview: Vite serves the source in development, the build its hashed copy. */
export function siteStylesheet(development: boolean, buildDir: string): string | undefined {
  if (development) return '/app/styles/app.css'
  const assets = path.join(buildDir, 'client', 'assets')
  const file = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^app-[\w-]+\.css$/.test(name)) : undefined
  return file ? `/assets/${file}` : undefined
}
