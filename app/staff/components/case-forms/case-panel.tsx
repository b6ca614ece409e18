import type { ReactNode } from 'react'
import { StaffFormScope } from '../staff-form.tsx'
import type { CaseFormProps } from './sent.ts'

/** One form of the case page in its panel: its heading, then the form. */
export function CasePanel({ id, title, form, children }: { id: string; title: string; form: CaseFormProps; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="staff-panel">
      <h2 id={id}>{title}</h2>
      <CaseForm form={form}>{children}</CaseForm>
    </section>
  )
}

/**
 * A plain post to the case's page with the session's token; the server checks it, so no browser tooltip does. Its
 * fields take the page's language and the errors of the form's last refused send from it.
 */
export function CaseForm({ form: { action, csrf, lang, sent }, children }: { form: CaseFormProps; children: ReactNode }) {
  return (
    <form method="post" action={action} noValidate>
      <input type="hidden" name="csrf" value={csrf} />
      <StaffFormScope lang={lang} errors={sent?.errors}>
        {children}
      </StaffFormScope>
    </form>
  )
}
