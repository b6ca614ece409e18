import type { ReactNode } from 'react'

/** A heading a screen reader reads and the eye does not need (a column of buttons, say). */
export type HiddenHeading = { hidden: string }

/**
 * A staff table's column headings, in order. `before` is a heading cell of its own making, first (the queue's
 * select-all column, which the error summary links to).
 */
export function ColumnHeads({ labels, before }: { labels: readonly (string | HiddenHeading)[]; before?: ReactNode }) {
  return (
    <thead>
      <tr>
        {before}
        {labels.map((label, index) => (
          <th key={index} scope="col">
            {typeof label === 'string' ? label : <span className="visually-hidden">{label.hidden}</span>}
          </th>
        ))}
      </tr>
    </thead>
  )
}
