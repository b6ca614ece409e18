import ts from 'typescript'
import type { SourceFile } from './import-graph.ts'

/**
 * What only Vite understands, and plain Node does not: the server (`node server/index.ts`, docs/decisions/0092)
 * fails on it at run time while `tsc` accepts it. Each rule names the feature as an error message would.
 */
const rules: { feature: string; test: (source: SourceFile) => boolean }[] = [
  { feature: 'import.meta.env (Vite replaces it at build time)', test: (s) => uses(s, 'import.meta.env') },
  { feature: 'import.meta.glob (a Vite transform)', test: (s) => uses(s, 'import.meta.glob') },
  {
    feature: 'an import with ?url, ?raw, ?inline or ?worker',
    test: (s) => s.imports.some((i) => /\?(url|raw|inline|worker)\b/.test(i.specifier)),
  },
  { feature: 'a CSS import', test: (s) => s.imports.some((i) => /\.(css|scss|sass|less)(\?|$)/.test(i.specifier)) },
  { feature: 'a virtual: module', test: (s) => s.imports.some((i) => i.specifier.startsWith('virtual:')) },
  { feature: 'a path alias (~/, @/)', test: (s) => s.imports.some((i) => /^[~@]\//.test(i.specifier)) },
  {
    feature: 'a relative import without its file extension (Node resolves none)',
    test: (s) =>
      s.imports.some((i) => !i.typeOnly && i.specifier.startsWith('.') && !/\/[^/]*\.[a-z0-9]+(\?.*)?$/i.test(`/${i.specifier}`)),
  },
  { feature: 'a constant from vite.config.ts `define` (__SITE_URL__)', test: (s) => uses(s, '__CONSTANT__') },
]

/**
 * Whether the code (not a comment or a string) reads `import.meta.env`, `import.meta.glob`, or an identifier
 * written like a `define` constant (`__NAME__`, `__CONSTANT__` here).
 */
function uses(source: SourceFile, what: 'import.meta.env' | 'import.meta.glob' | '__CONSTANT__'): boolean {
  const tree = ts.createSourceFile(
    source.file,
    source.text,
    ts.ScriptTarget.Latest,
    true,
    source.file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  let found = false
  const visit = (node: ts.Node) => {
    if (found) return
    if (what === '__CONSTANT__' && ts.isIdentifier(node) && /^__[A-Z][A-Z0-9_]*__$/.test(node.text)) found = true
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
    ) {
      const name = node.name.text
      if ((what === 'import.meta.env' && name === 'env') || (what === 'import.meta.glob' && (name === 'glob' || name === 'globEager')))
        found = true
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** The Vite-only features a source file uses. */
export function viteOnlyFeatures(source: SourceFile): string[] {
  return rules.filter((rule) => rule.test(source)).map((rule) => rule.feature)
}
