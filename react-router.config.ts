import type { Config } from '@react-router/dev/config'
import { loadContent } from './app/content/content.server.ts'
import { prerenderPaths } from './app/routing/prerender.ts'
import { pressFeeds } from './app/routing/route-table.ts'

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs build side by side; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Loading the content here validates it: a broken file fails the build, named.
  prerender: {
    paths: async () => {
      const { press } = loadContent()
      const index = [...press.values()].filter((r) => r.lang === 'en')
      return prerenderPaths(index, ['/sitemap.xml', '/robots.txt', ...Object.values(pressFeeds)])
    },
    concurrency: 2,
  },
} satisfies Config
