/**
 * The one server entry: `npm start` (NODE_ENV=production, the build on disk) and `npm run dev` (NODE_ENV=development,
 * Vite compiling on request) run this file. It registers the package format hook before the server's modules are
 * resolved, which is why they come in by a dynamic import: a static one is resolved with the whole graph before any
 * module runs (server/module-format-hook.ts).
 */
import './register-module-format-hook.ts'

await import('./main.ts')
