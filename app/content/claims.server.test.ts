import { describe, expect, it } from 'vitest'
import { brandConditionPairs, publicClaimPairs } from './claims.server.ts'

describe('a brand beside a condition', () => {
  it('is found anywhere on the same page, in either language, whichever product the condition belongs to', () => {
    expect(brandConditionPairs('Ruzurgi program. … New guides for adults living with adrenocortical carcinoma.')).toEqual([
      { product: 'Ruzurgi', condition: 'adrenocortical' },
      { product: 'Ruzurgi', condition: 'carcinoma' },
    ])
    expect(brandConditionPairs('Le programme Lysodren… votre centre de cancérologie')).toEqual([{ product: 'Lysodren', condition: 'cancéro' }])
    expect(brandConditionPairs('mitotane … people living with cancer')).toEqual([{ product: 'mitotane', condition: 'cancer' }])
    expect(brandConditionPairs('Ruzurgi … le syndrome myasthénique de Lambert-Eaton (SMLE)').map((p) => p.condition)).toEqual(['Lambert-Eaton', 'SMLE', 'myasthén'])
  })

  it('matches where a word starts, and acronyms whole and in capitals', () => {
    expect(brandConditionPairs('Lysodren: an oncologist, oncology, oncologie').map((p) => p.condition)).toEqual(['oncolog'])
    expect(brandConditionPairs('Ruzurgi: no problems with supply, SMLEX, lems')).toEqual([])
    expect(brandConditionPairs('Lysodren remains available; the appointment was cancelled')).toEqual([])
  })

  it('leaves a page that names only products, or only conditions, alone', () => {
    expect(brandConditionPairs('Ruzurgi and Lysodren remain available in Canada.')).toEqual([])
    expect(brandConditionPairs('Adrenocortical carcinoma is a rare cancer of the adrenal gland.')).toEqual([])
  })

  it('reads a public page or release whole, its list title and summary included; the professional area may name an indication', () => {
    const release = { title: 'Ruzurgi remains available', summary: 'Supply news.', listingSummary: 'For people with LEMS.' }
    expect(publicClaimPairs({ kind: 'press', name: '2026-01-01', fields: release, body: 'Text.' })).toEqual([{ product: 'Ruzurgi', condition: 'LEMS' }])
    expect(publicClaimPairs({ kind: 'pages', name: 'about', fields: { title: 'Lysodren' }, body: 'adrenocortical carcinoma' })).toHaveLength(2)
    expect(publicClaimPairs({ kind: 'pages', name: 'hcp-lysodren', fields: { title: 'Lysodren' }, body: 'adrenocortical carcinoma' })).toEqual([])
  })
})
