import fs from 'node:fs'
import nodeModule, { type ResolveHookSync } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readIfPresent } from './read-if-present.ts'

/**
 * A resolve hook for the relative imports inside installed packages: it gives Node the file's format from the
 * package's `type`, read once per folder, where Node 24 reads it again for every module. Node's package scope
 * lookup copies the package.json's fields into a new object, and the copy runs the getter that parses the `exports`
 * map, so each module of a package parses that package's whole map: drizzle-orm's package.json is 179 KB and the
 * server loads over a hundred of its modules. That was a third of a server's start (1 of 3 s of CPU on a two-core
 * machine), and a server, a command or a Vitest worker pays it in every process (docs/decisions/0212).
 *
 * Only what Node would answer the same is answered here: a `./` or `../` import from a file under node_modules, no
 * import attributes, a regular file that exists (not a link, which Node would follow), and a format the extension
 * or an explicit `type` decides. A package without `type`, where Node looks at the file's syntax, and everything else
 * go to Node's own resolution.
 */

type Format = 'module' | 'commonjs'

/** The explicit `type` of the nearest package.json above a folder, as Node finds it (never above node_modules). */
export function packageTypes(
  read = (file: string): string | undefined => readIfPresent(file)?.toString('utf8'),
): (folder: string) => Format | undefined {
  const byFolder = new Map<string, Format | undefined>()
  const typeOf = (folder: string): Format | undefined => {
    if (byFolder.has(folder)) return byFolder.get(folder)
    let type: Format | undefined
    if (path.basename(folder) !== 'node_modules') {
      const text = read(path.join(folder, 'package.json'))
      if (text !== undefined) type = explicitType(text)
      else if (path.dirname(folder) !== folder) type = typeOf(path.dirname(folder))
    }
    byFolder.set(folder, type)
    return type
  }
  return typeOf
}

/** `module` or `commonjs` when the file says so; a file Node would reject is left to Node, to say why. */
function explicitType(text: string): Format | undefined {
  try {
    const type: unknown = (JSON.parse(text) as { type?: unknown }).type
    return type === 'module' || type === 'commonjs' ? type : undefined
  } catch {
    return undefined
  }
}

export function moduleFormatHook(
  typeOf = packageTypes(),
  isFile = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false })?.isFile() ?? false,
): ResolveHookSync {
  const formatOf = (file: string): Format | undefined => {
    if (file.endsWith('.mjs')) return 'module'
    if (file.endsWith('.cjs')) return 'commonjs'
    return file.endsWith('.js') ? typeOf(path.dirname(file)) : undefined
  }
  return (specifier, context, nextResolve) => {
    const parent = context.parentURL
    if (
      parent?.startsWith('file:') &&
      parent.includes('/node_modules/') &&
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      context.conditions.includes('import') &&
      Object.keys(context.importAttributes).length === 0
    ) {
      const url = new URL(specifier, parent)
      const file = url.search || url.hash ? undefined : filePath(url)
      const format = file && formatOf(file)
      if (file && format && isFile(file)) return { url: url.href, format, shortCircuit: true }
    }
    return nextResolve(specifier, context)
  }
}

/** The file a URL names, or undefined where Node would refuse it (an encoded slash, say) and should say so. */
function filePath(url: URL): string | undefined {
  try {
    return fileURLToPath(url)
  } catch {
    return undefined
  }
}

/**
 * Registers the hook where Node has synchronous hooks (22.15 and 24); elsewhere Node's own lookup runs. Called by
 * one module, evaluated once per process however many times it is imported (server/register-module-format-hook.ts).
 */
export function registerModuleFormatHook(): void {
  if (typeof nodeModule.registerHooks === 'function') nodeModule.registerHooks({ resolve: moduleFormatHook() })
}
