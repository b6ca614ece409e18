import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Node's flags for the processes a test starts and stops within seconds or minutes (a production server, a command,
 * a load that is killed, Vitest's workers):
 * - V8 runs WebAssembly with its baseline compiler only. PGlite's PostgreSQL is WebAssembly, and optimizing its hot
 *   functions, which pays off only in a process that lives, took a test's server to 1 GB of memory and twice the page
 *   faults of the rest of its start (docs/decisions/0211). What the process does is the same; only its speed differs.
 *   The shared server of the end-to-end tests keeps both compilers, as production does.
 * - The package format hook is registered before the first import, as the server's entry registers it for itself
 *   (server/module-format-hook.ts, docs/decisions/0212): a command or a worker loads drizzle-orm too.
 */
export const shortLivedNode: readonly string[] = [
  '--liftoff-only',
  `--import=${pathToFileURL(path.resolve(import.meta.dirname, '../../server/register-module-format-hook.ts')).href}`,
]
