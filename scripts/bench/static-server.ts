/**
 * The comparison point for throughput: a plain static file server over the
 * same client build, as a CDN origin or `npx serve` would be — Express's
 * static middleware with on-the-fly compression, no headers of ours, no
 * nonce, no logging.
 *
 * Usage: PORT=3001 STATIC_DIR=build/client node scripts/bench/static-server.ts
 */
import compression from 'compression'
import express from 'express'

const dir = process.env.STATIC_DIR
if (!dir) throw new Error('STATIC_DIR is not set')
const app = express()
app.use(compression())
app.use(express.static(dir, { index: 'index.html', redirect: false }))
const server = app.listen(Number(process.env.PORT ?? 3001), '127.0.0.1')
process.once('SIGTERM', () => server.close(() => process.exit(0)))
