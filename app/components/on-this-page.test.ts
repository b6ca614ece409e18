import { describe, expect, it } from 'vitest'
import { withSectionIds } from './on-this-page.tsx'

const sections = (titles: string[]) => titles.map((t) => `<h2>${t}</h2><p>Text</p>`).join('')

describe('withSectionIds', () => {
  it('gives second-level headings ids without accents, unique, and lists them on a long page', () => {
    const result = withSectionIds(sections(['Admissibilité', 'Couverture &amp; remboursement', 'Nous joindre', 'Nous joindre']))
    expect(result.headings).toEqual([
      { id: 'admissibilite', text: 'Admissibilité' },
      { id: 'couverture-remboursement', text: 'Couverture & remboursement' },
      { id: 'nous-joindre', text: 'Nous joindre' },
      { id: 'nous-joindre-2', text: 'Nous joindre' },
    ])
    expect(result.html).toContain('<h2 id="couverture-remboursement">Couverture &amp; remboursement</h2>')
  })

  it('lists nothing on a short page but still gives its headings ids', () => {
    const result = withSectionIds(sections(['One', 'Two', 'Three']))
    expect(result.headings).toEqual([])
    expect(result.html).toContain('<h2 id="two">Two</h2>')
  })
})
