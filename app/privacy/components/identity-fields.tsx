import { StaffField } from '../../staff/components/staff-form.tsx'
import type { PrivacyTranslate } from '../messages/index.ts'

type IdentityField = 'identityVerifiedOn' | 'identityVerifiedBy' | 'identityMethod'
/** A field's label, id, name and error, as the page's form gives them. */
export type FieldProps = Omit<Parameters<typeof StaffField>[0], 'children'>

/** The identity check's three items: on the new request's form and on a request's page alike. */
export function IdentityFields({
  field,
  typed,
  t,
  required = false,
}: {
  field: (name: IdentityField) => FieldProps
  typed: Partial<Record<string, string>>
  t: PrivacyTranslate
  required?: boolean
}) {
  return (
    <>
      <StaffField {...field('identityVerifiedOn')} required={required}>
        {(props) => <input {...props} type="date" defaultValue={typed.identityVerifiedOn} />}
      </StaffField>
      <StaffField {...field('identityVerifiedBy')} required={required}>
        {(props) => <input {...props} autoComplete="off" defaultValue={typed.identityVerifiedBy} />}
      </StaffField>
      <StaffField {...field('identityMethod')} required={required} hint={t('staff.privacy.hint.identityMethod')}>
        {(props) => <input {...props} autoComplete="off" defaultValue={typed.identityMethod} />}
      </StaffField>
    </>
  )
}
