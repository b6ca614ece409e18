import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourcesUnder } from '../../tests/support/import-graph.ts'
import { browserFactKeys, companyFacts as browserFacts } from './company-facts.browser.ts'
import { companyFacts } from './company-facts.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('the company facts the browser gets', () => {
  it('are the facts themselves, for the keys the browser reads', () => {
    expect(browserFacts).toEqual(Object.fromEntries(browserFactKeys.map((key) => [key, companyFacts[key]])))
  })

  // A value read (`company.phones`), not a type (`typeof company.faxes`) nor a file (`company.ts`).
  it('are every fact a module the browser may run reads (what reads the others is a .server module)', () => {
    const read = sourcesUnder('app')
      .filter((file) => /\.tsx?$/.test(file) && !/\.(server|test)\.tsx?$/.test(file))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(?<![\w/-]|typeof )company\.(\w+)/g)]
          .filter(([, key]) => key !== 'ts' && key !== 'json')
          .map(([, key]) => `${file}: company.${key}`),
      )
    expect(read.length).toBeGreaterThan(10)
    expect(read.filter((use) => !(browserFactKeys as readonly string[]).includes(use.split('company.')[1]!))).toEqual([])
  })
})
