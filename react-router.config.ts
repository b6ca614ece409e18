import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { writeBuildFiles } from './app/lib/build-check/build-files.server.ts'
import { env } from './app/config/env.server.ts'
import { loadContent } from './app/content/content.server.ts'
import { prerenderPaths } from './app/routing/prerender.ts'
import { pressFeeds } from './app/routing/route-table.ts'
import { writeSearchIndex } from './app/search/write-search-index.server.ts'

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the server reads the same variable.
  buildDirectory: env().BUILD_DIR,
  // Loading the content here validates it: a broken file fails the build, named.
  prerender: {
    paths: async () => {
      const { press } = loadContent()
      const index = [...press.values()].filter((r) => r.lang === 'en')
      return prerenderPaths(index, ['/sitemap.xml', '/robots.txt', ...Object.values(pressFeeds)])
    },
    concurrency: 2,
  },
  // Build check (docs/decisions/0021, 0070): builds/latest.json and builds/meta/{buildId}.json, once prerendering is done.
  buildEnd({ reactRouterConfig }) {
    writeBuildFiles(path.join(reactRouterConfig.buildDirectory, 'client'))
    // The site search's index of each language, read by the server (docs/decisions/0100).
    writeSearchIndex(reactRouterConfig.buildDirectory)
  },
} satisfies Config
