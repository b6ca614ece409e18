import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The repository's root folder. */
export const root = path.resolve(import.meta.dirname, '../..')

export type Import = {
  /** What the source wrote: a relative path, `react`, a stylesheet's `?url`. */
  specifier: string
  /**
   * The repository file it names (relative to the root, `/` separated), a package `#` import included;
   * undefined for a package or a built-in.
   */
  file: string | undefined
  /** `import type …` and `export type …`: erased before anything runs. */
  typeOnly: boolean
}

export type SourceFile = { file: string; text: string; imports: Import[] }

const relative = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/')

/** The conditions Node resolves a package's `#` imports with (the server), and the ones Vite's browser build adds. */
export const nodeConditions = ['node', 'import', 'default'] as const
export const browserConditions = ['browser', 'import', 'default'] as const
type Conditions = readonly string[]

const packageImports =
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> }).imports ?? {}

/** The first target of an `imports` entry whose condition is among `conditions`, conditions taken in the entry's order. */
function pickTarget(target: unknown, conditions: Conditions): string | undefined {
  if (typeof target === 'string') return target
  if (target && typeof target === 'object') {
    for (const [condition, value] of Object.entries(target)) {
      if (!conditions.includes(condition)) continue
      const picked = pickTarget(value, conditions)
      if (picked !== undefined) return picked
    }
  }
  return undefined
}

/**
 * A package `#` import (package.json `imports`: `#i18n/catalogues`) as the file it names under `conditions`, the
 * way Node and Vite resolve it: an exact key, or a key with one `*`. Undefined when no entry matches.
 */
export function resolvePackageImport(
  specifier: string,
  conditions: Conditions = nodeConditions,
  imports: Record<string, unknown> = packageImports,
): string | undefined {
  for (const [key, target] of Object.entries(imports)) {
    const star = key.indexOf('*')
    const matched =
      star < 0
        ? key === specifier
          ? ''
          : undefined
        : specifier.startsWith(key.slice(0, star)) && specifier.endsWith(key.slice(star + 1))
          ? specifier.slice(star, specifier.length - (key.length - star - 1))
          : undefined
    if (matched === undefined) continue
    const picked = pickTarget(target, conditions)
    return picked === undefined ? undefined : relative(path.resolve(root, picked.replace('*', matched)))
  }
  return undefined
}

/**
 * The imports of one source file, as the TypeScript parser sees them: static imports and re-exports,
 * `import()` with a literal, and whether each is type-only (a whole declaration marked `type`, or every
 * name in it marked so). A package `#` import names the file it resolves to under `conditions` (Node's, unless
 * told the browser's).
 */
export function readSource(
  file: string,
  text = fs.readFileSync(path.join(root, file), 'utf8'),
  conditions: Conditions = nodeConditions,
): SourceFile {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const imports: Import[] = []
  const add = (specifier: string, typeOnly: boolean) => {
    const bare = specifier.replace(/\?.*$/, '')
    const local = specifier.startsWith('.')
      ? relative(path.resolve(root, path.dirname(file), bare))
      : specifier.startsWith('#')
        ? resolvePackageImport(bare, conditions)
        : undefined
    imports.push({ specifier, file: local, typeOnly })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const everyNameTyped =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly)
      add(node.moduleSpecifier.text, Boolean(clause?.isTypeOnly) || everyNameTyped)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause
      const everyNameTyped =
        named !== undefined && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
      add(node.moduleSpecifier.text, node.isTypeOnly || everyNameTyped)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, false)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { file, text, imports }
}

/** Every TypeScript source under the given folders (relative to the root), tests included. */
export function sourcesUnder(...folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`),
    )
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/**
 * The files reachable from `entries` through imports that run (type-only imports are erased by Node and by
 * Vite, so they pull nothing in). Packages and built-ins are leaves. `read` is swappable for tests.
 */
export function reachableFrom(entries: string[], read: (file: string) => SourceFile = readSource): Map<string, SourceFile> {
  const seen = new Map<string, SourceFile>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    const source = read(file)
    seen.set(file, source)
    for (const { file: target, typeOnly } of source.imports) if (target && !typeOnly && /\.tsx?$/.test(target)) queue.push(target)
  }
  return seen
}

/**
 * Import cycles among `sources` (imports that run only), each as the files around it, found as the strongly
 * connected components of the graph (Tarjan's algorithm); a file importing itself is a cycle too.
 */
export function importCycles(sources: SourceFile[]): string[][] {
  const edges = new Map(sources.map((s) => [s.file, s.imports.filter((i) => i.file && !i.typeOnly).map((i) => i.file!)]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const connect = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue
      if (!index.has(next)) {
        connect(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort())
    }
  }
  for (const file of edges.keys()) if (!index.has(file)) connect(file)
  return cycles
}
