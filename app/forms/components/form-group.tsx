import { Fragment } from 'react'
import { Link } from 'react-router'
import { href } from '../../routing/paths.ts'
import { fieldOf, type FieldName } from '../domain/fields.ts'
import type { Block, DescribedGroup } from '../domain/page-layout.ts'
import { OneOfGroup } from './field-shell.tsx'
import { FoldedDetails, type Folding } from './folded-details.tsx'
import { FormField } from './form-field.tsx'
import { FollowUp } from './form-shell.tsx'
import { useFormText } from './form-text.tsx'
import { useFormPageContext } from './form-page-context.ts'

/** Fields in page order, each followed by the questions it opens; "at least one of" sets in their fieldset. */
function Blocks({ blocks }: { blocks: readonly Block<FieldName>[] }) {
  const { kind, t } = useFormText()
  const page = useFormPageContext()
  return blocks.map((block) => {
    if ('oneOf' in block) {
      const { oneOf, legend, error } = block.oneOf
      return (
        <OneOfGroup key={oneOf[0]} legend={t(legend)} count={oneOf.length} first={page.field(oneOf[0])} error={error}>
          <Blocks blocks={block.blocks} />
        </OneOfGroup>
      )
    }
    const title = fieldOf(kind, block.field)?.followUpTitle
    return (
      <Fragment key={block.field}>
        <FormField name={block.field} />
        {block.followUps.length > 0 && (
          <FollowUp after={block.field} title={title && t(title)}>
            <Blocks blocks={block.followUps} />
          </FollowUp>
        )}
      </Fragment>
    )
  })
}

/** A group of the page as its description sets it out: heading, hint (with its link), fields; or folded details. */
export function FormGroup({ group, folding }: { group: DescribedGroup<FieldName>; folding: Folding }) {
  const { t, lang } = useFormText()
  const { hint, link } = group
  const content = (
    <>
      {hint && (
        <p className="form-group__hint">
          {t(hint)}
          {link && (
            <>
              {' '}
              <Link to={href(link.to, lang)}>{t(link.text)}</Link>
            </>
          )}
        </p>
      )}
      <Blocks blocks={group.blocks} />
    </>
  )
  if (group.folded)
    return (
      <FoldedDetails folding={folding} title={t(group.title)}>
        {content}
      </FoldedDetails>
    )
  return (
    <div className="form-group">
      {group.title && <h3 className="form-group__title">{t(group.title)}</h3>}
      {content}
    </div>
  )
}
