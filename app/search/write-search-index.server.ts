import fs from 'node:fs'
import path from 'node:path'
import { loadContent } from '../content/content.server.ts'
import { languages } from '../routing/route-table.ts'
import { indexFilePath, indexFiles } from './search-index.server.ts'

/**
 * Writes the site search's index of each language to `<buildDir>/search/<lang>.json`, beside the server
 * build and outside `client/`: no file server or nginx ever sends it; the server reads it on the first search.
 */
export function writeSearchIndex(buildDir: string): void {
  const files = indexFiles(loadContent())
  fs.mkdirSync(path.resolve(buildDir, 'search'), { recursive: true })
  for (const lang of languages) fs.writeFileSync(indexFilePath(lang, buildDir), files[lang])
}
