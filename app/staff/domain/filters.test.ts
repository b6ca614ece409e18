import { describe, expect, it } from 'vitest'
import { filterQuery } from './filter-query.ts'
import { readFilters } from './filters.ts'

describe('case list filters', () => {
  it('reads every filter from the query string', () => {
    const filters = readFilters(
      new URLSearchParams(
        'form=medical-information&adverseEvent=yes&qualityProblem=no&suspectedSpam=no&lang=fr&status=new&owner=Ana&overdue=yes&page=2',
      ),
    )
    expect(filters).toEqual({
      form: 'medical-information',
      adverseEvent: true,
      qualityProblem: false,
      suspectedSpam: false,
      lang: 'fr',
      status: 'new',
      owner: 'Ana',
      overdue: true,
      page: 2,
    })
  })

  it('drops unknown values instead of failing', () => {
    expect(readFilters(new URLSearchParams('form=nope&status=lost&page=-3&lang=de'))).toEqual({})
  })

  it('writes them back for links', () => {
    expect(filterQuery({ adverseEvent: true, status: 'triaged' })).toBe('?adverseEvent=yes&status=triaged')
    expect(filterQuery({})).toBe('')
  })
})
