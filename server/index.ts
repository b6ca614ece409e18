import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createApp } from './app.ts'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const port = Number(process.env.PORT ?? 3000)

const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
const app = createApp({ build, clientDir: path.join(buildDir, 'client') })

const server = app.listen(port, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'listening', url: `http://localhost:${port}` }))
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
  })
}
