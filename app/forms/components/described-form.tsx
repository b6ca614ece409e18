import { FormGroup } from './form-group.tsx'
import { FormShell } from './form-shell.tsx'
import { ConfirmationPage } from './confirmation.tsx'
import { useFolding } from './folded-details.tsx'
import { useFormPage } from './use-form-page.ts'
import { formPages } from '../domain/fields.ts'
import type { FormKind } from '../domain/form-kinds.ts'
import type { FormActionData } from '../action-data.ts'

/** A form's page drawn from its description (fields.ts): its groups in order, or its confirmation once sent. */
export function DescribedForm({ kind, actionData }: { kind: FormKind; actionData: FormActionData | undefined }) {
  const page = useFormPage(kind, actionData)
  const { groups, emergency } = formPages[kind]
  const folding = useFolding(
    page,
    groups.flatMap((group) => (group.folded ? group.names : [])),
  )
  const { t } = page.text
  if (actionData?.status === 'confirmed') return <ConfirmationPage text={page.text} data={actionData} />
  return (
    <FormShell kind={kind} page={page} title={t(`form.title.${kind}`)}>
      {emergency && <p className="form-emergency">{t('form.emergency')}</p>}
      {groups.map((group, index) => (
        <FormGroup key={index} group={group} folding={folding} />
      ))}
    </FormShell>
  )
}
