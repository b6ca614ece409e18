/**
 * A sentence with a reference in it (`Case {reference}`), the reference kept on one line: a reference broken at
 * its hyphens reads as two.
 */
export function ReferenceText({ template, reference }: { template: string; reference: string }) {
  const [before = '', after = ''] = template.split('{reference}')
  return (
    <>
      {before}
      <span className="staff-reference">{reference}</span>
      {after}
    </>
  )
}
