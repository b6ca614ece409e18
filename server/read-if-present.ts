import fs from 'node:fs'

/** A file's bytes, or undefined where there is none: one read, not a check and then a read. */
export function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
    throw error
  }
}
