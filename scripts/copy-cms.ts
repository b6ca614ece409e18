/**
 * Build step run after `react-router build`: copies Decap CMS's browser files (no source maps) from the pinned
 * development dependency to `$BUILD_DIR/cms/`, with their brotli and gzip copies, where the production server
 * answers /admin from when the CMS is on (server/cms/admin.ts, docs/decisions/0130). They never pass through Vite,
 * so no content page can load them, and they are kept out of `client/`: a server or an nginx without the CMS's
 * settings serves none of them.
 *
 * Usage: node scripts/copy-cms.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { envOrExit } from '../app/config/env.server.ts'
import { precompress } from './precompress.ts'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'node_modules', 'decap-cms', 'dist')
const target = path.join(path.resolve(root, envOrExit().BUILD_DIR), 'cms')

// `decap-cms.js`, its chunks (`103.decap-cms.js`…), its stylesheet and WebAssembly; not the `cms.js` alias of the
// same bundle, nor source maps.
const wanted = (name: string) => name === 'cms.css' || name.endsWith('.wasm') || /^(\d+\.)?decap-cms\.js$/.test(name)

fs.rmSync(target, { recursive: true, force: true })
fs.mkdirSync(target, { recursive: true })
const files = fs.readdirSync(source).filter(wanted)
for (const name of files) fs.copyFileSync(path.join(source, name), path.join(target, name))
fs.copyFileSync(path.join(source, 'decap-cms.js.LICENSE.txt'), path.join(target, 'LICENSE.txt'))
const compressed = await precompress(target)
console.log(`copied ${files.length} Decap CMS files to ${path.relative(root, target)}, ${compressed.length} of them precompressed`)
