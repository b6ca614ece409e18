import { describe, expect, it } from 'vitest'
import { readFrontMatter } from './front-matter.ts'
import { pressFrontMatter } from './schemas.ts'

describe('a Markdown file’s front matter', () => {
  it('is the block between the opening and the closing rule; the text starts on the line after', () => {
    expect(readFrontMatter('---\ntitle: About\n---\n\nText.\n')).toEqual({ data: { title: 'About' }, content: '\nText.\n' })
    expect(readFrontMatter('\uFEFF---\r\ntitle: About\r\n---\r\nText.')).toEqual({ data: { title: 'About' }, content: 'Text.' })
    expect(readFrontMatter('---yaml\ntitle: About\n---\nText.')).toEqual({ data: { title: 'About' }, content: 'Text.' })
  })

  it('is empty for a file without one, an empty block (the CMS’s fragments) or one never closed', () => {
    expect(readFrontMatter('Text.\n---\nMore.')).toEqual({ data: {}, content: 'Text.\n---\nMore.' })
    expect(readFrontMatter('----\nText.')).toEqual({ data: {}, content: '----\nText.' })
    expect(readFrontMatter('---\n---\nText.')).toEqual({ data: {}, content: 'Text.' })
    expect(readFrontMatter('---\n# a comment\n---\nText.')).toEqual({ data: {}, content: 'Text.' })
    expect(readFrontMatter('---\ntitle: About\n')).toEqual({ data: { title: 'About' }, content: '' })
  })

  it('is read as YAML 1.2: dates and times stay as written, yes and no are words, true and false are booleans', () => {
    const { data } = readFrontMatter(
      '---\ndateModified: 2024-03-04\npublishAt: 2026-12-01T07:00:00-05:00\nnoon: 2026-12-01T12:00:00\narchived: false\nsingleLanguage: true\nanswer: no\nother: yes\n---\n',
    )
    expect(data).toEqual({
      dateModified: '2024-03-04',
      publishAt: '2026-12-01T07:00:00-05:00',
      noon: '2026-12-01T12:00:00',
      archived: false,
      singleLanguage: true,
      answer: 'no',
      other: 'yes',
    })
  })

  it('leaves to the schema what YAML 1.1 used to guess: `archived: no` and a time without its offset are refused, by name', () => {
    const { data } = readFrontMatter(
      '---\nid: 2026-12-01\npublished: 2026-12-01\ntitle: A release\nsummary: A summary long enough for the schema.\narchived: no\ndateModified: 2026-12-01\npublishAt: 2026-12-01T07:00:00\n---\n',
    )
    const issues = pressFrontMatter.safeParse(data).error?.issues.map((issue) => issue.path.join('.'))
    expect(issues).toEqual(['archived', 'publishAt'])
  })

  it('must be a list of fields', () => {
    expect(() => readFrontMatter('---\n- a\n- b\n---\n')).toThrow(/front matter must be a list of fields/)
    expect(() => readFrontMatter('---\ntitle: [unclosed\n---\n')).toThrow()
  })
})
