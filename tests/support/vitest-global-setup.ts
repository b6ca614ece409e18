import { pgliteTemplate } from './test-databases.ts'

/**
 * Runs once before the unit tests' workers start: the PGlite template every storage test copies is made here, so
 * that no test pays for initdb within its own time limit (on a loaded two-core machine it took more than the 20 s
 * a test is given), and the two workers do not both make it.
 */
export default async function setup() {
  await pgliteTemplate()
}
