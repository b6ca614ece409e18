import fs from 'node:fs'
import path from 'node:path'

/** Writes each file of `files` (path relative to `root`, contents) under `root`, making its folders. */
export function writeTree(root: string, files: Record<string, string>): string {
  for (const [name, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), contents)
  }
  return root
}
