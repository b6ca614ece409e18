import { describe, expect, it } from 'vitest'
import { cutQuery, foldText, indexTerm, MAX_QUERY_LENGTH, MAX_QUERY_TERMS, queryTerms, tokenize } from './search-terms.ts'

describe('search terms', () => {
  it('ignore case and accents, and write out the French ligatures', () => {
    expect(foldText('MÉDICAMENTS Confidentialité Œuvre cœur')).toBe('medicaments confidentialite oeuvre coeur')
  })

  it('split words at apostrophes, hyphens and punctuation', () => {
    expect(tokenize("l’accès au Lambert-Eaton, d'abord!")).toEqual(['l', 'accès', 'au', 'Lambert', 'Eaton', 'd', 'abord'])
  })

  it('stem French plurals and accents alike, so a word typed without its accents is the same word', () => {
    expect(indexTerm('fr', 'médicaments')).toBe(indexTerm('fr', 'medicaments'))
    expect(indexTerm('fr', 'médicaments')).toBe(indexTerm('fr', 'Médicament'))
    expect(indexTerm('fr', 'programmes')).toBe(indexTerm('fr', 'programme'))
    expect(indexTerm('fr', 'orphelins')).toBe(indexTerm('fr', 'orphelin'))
    expect(indexTerm('fr', 'confidentialité')).toBe(indexTerm('fr', 'CONFIDENTIALITE'))
  })

  it('stem English plurals, and ignore accents in English too', () => {
    expect(indexTerm('en', 'programs')).toBe(indexTerm('en', 'program'))
    expect(indexTerm('en', 'diseases')).toBe(indexTerm('en', 'disease'))
    expect(indexTerm('en', 'Montréal')).toBe(indexTerm('en', 'montreal'))
  })

  it('drop stop words and single letters', () => {
    expect(indexTerm('fr', 'de')).toBeNull()
    expect(indexTerm('fr', 'à')).toBeNull()
    expect(indexTerm('fr', 'l')).toBeNull()
    expect(indexTerm('en', 'the')).toBeNull()
    expect(queryTerms('fr', 'programmes de soutien')).toEqual([indexTerm('fr', 'programmes'), indexTerm('fr', 'soutien')])
  })

  it('cut a query to 200 characters, never inside a character', () => {
    expect(cutQuery('  one   two\tthree ')).toBe('one two three')
    expect(cutQuery(null)).toBe('')
    expect(cutQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
    const emoji = cutQuery('😀'.repeat(300))
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH)
    expect(emoji).toBe('😀'.repeat(MAX_QUERY_LENGTH))
  })

  it('search at most a dozen words, each once', () => {
    const words = Array.from({ length: 40 }, (_, i) => `mot${i}`).join(' ')
    expect(queryTerms('fr', words)).toHaveLength(MAX_QUERY_TERMS)
    expect(queryTerms('en', 'support support supports')).toEqual(['support'])
  })
})
