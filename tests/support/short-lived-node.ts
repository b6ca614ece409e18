/**
 * Node's flags for the processes a test starts and stops within seconds or minutes (a production server, a command,
 * a load that is killed): V8 runs WebAssembly with its baseline compiler only. PGlite's PostgreSQL is WebAssembly,
 * and optimizing its hot functions, which pays off only in a process that lives, took a test's server to 1 GB of
 * memory and twice the page faults of the rest of its start (docs/decisions/0211). What the process does is the same;
 * only its speed differs. The shared server of the end-to-end tests keeps both compilers, as production does.
 */
export const shortLivedNode: readonly string[] = ['--liftoff-only']
