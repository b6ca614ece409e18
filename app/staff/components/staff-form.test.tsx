import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StaffErrorSummary, StaffField, staffTitle } from './staff-form.tsx'

describe('the staff forms’ pieces', () => {
  it('tie a field’s label, hint and error to its control, and mark it required in the page’s language', () => {
    const html = renderToStaticMarkup(
      <StaffField id="reason" name="reason" label="Raison" lang="fr" required hint="Ce que la loi exige" error="Indiquez la raison.">
        {(props) => <input {...props} />}
      </StaffField>,
    )
    expect(html).toContain('<label for="reason">Raison<span class="staff-field__required"> (obligatoire)</span></label>')
    expect(html).toContain('<input id="reason" aria-describedby="reason-hint reason-error" aria-invalid="true" name="reason"/>')
    expect(html).toContain('Erreur\u00a0: </span>Indiquez la raison.')
    expect(html).not.toContain('required=""')
  })

  it('list every error as a link to its field, and start the title with “Error”', () => {
    const html = renderToStaticMarkup(
      <StaffErrorSummary lang="en" errors={[{ id: 'owner', label: 'Owner', message: 'Choose an owner.' }]} />,
    )
    expect(html).toContain('There is a problem')
    expect(html).toContain('<a href="#owner">Owner — Choose an owner.</a>')
    expect(renderToStaticMarkup(<StaffErrorSummary lang="en" errors={[]} />)).toBe('')
    expect(staffTitle('Case CT-2026-000001', 'en', true)).toBe('Error: Case CT-2026-000001')
    expect(staffTitle('Dossier CT-2026-000001', 'fr', true)).toBe('Erreur\u00a0: Dossier CT-2026-000001')
    expect(staffTitle('Dossier CT-2026-000001', 'fr', false)).toBe('Dossier CT-2026-000001')
  })
})
