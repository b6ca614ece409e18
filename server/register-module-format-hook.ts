/**
 * Registers the package format hook in this process (server/module-format-hook.ts). Imported first by the server's
 * entry, and given to Node with `--import` for the commands and Vitest workers the tests start
 * (tests/support/short-lived-node.ts).
 */
import { registerModuleFormatHook } from './module-format-hook.ts'

registerModuleFormatHook()
