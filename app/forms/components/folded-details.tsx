import { useState, type ReactNode } from 'react'
import type { FieldName } from '../domain/fields.ts'
import type { FormPage } from './form-page-context.ts'
import { RequirementText } from './field-shell.tsx'
import { useFormText } from './form-text.tsx'

export type Folding = { open: boolean; needed: boolean; setOpen: (open: boolean) => void }

/**
 * Whether a form's folded details are open. Kept by the form, not the details, so that it lasts as long as the
 * form does. Open while one of their answers needs fixing, so the error and its field stay in view; opened or
 * closed by the visitor otherwise (the toggle keeps the state in step), never closed under their cursor.
 */
export function useFolding(page: FormPage, names: readonly FieldName[]): Folding {
  const needed = names.some((name) => page.field(name).errors !== undefined)
  const [open, setOpen] = useState(needed)
  // Open before the error summary's link to a field inside is followed.
  if (needed && !open) setOpen(true)
  return { open, needed, setOpen }
}

/** Optional answers in a disclosure that opens without script, its summary marked "(optional)". */
export function FoldedDetails({ folding, title, children }: { folding: Folding; title: string; children: ReactNode }) {
  const { t } = useFormText()
  return (
    <details
      className="form-group form-details"
      open={folding.open || undefined}
      onToggle={(event) => {
        const details = event.currentTarget
        // Folded with an error inside: unfolded at once (React would not, its `open` has not changed).
        if (!details.open && folding.needed) details.open = true
        else folding.setOpen(details.open)
      }}
    >
      <summary className="form-group__title form-details__summary">
        {title}
        <RequirementText text={t('form.optional')} />
      </summary>
      {children}
    </details>
  )
}
