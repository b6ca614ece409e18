/** The contraindications and the most serious warnings, from the same facts as the indication, and the call to read the monograph. */
export function SafetyInformation({
  labels,
  contraindications,
  warnings,
}: {
  labels: { heading: string; contraindications: string; warnings: string; consult: string }
  contraindications: readonly string[]
  warnings: readonly string[]
}) {
  return (
    <section aria-labelledby="safety-information">
      <h2 id="safety-information">{labels.heading}</h2>
      <div className="hcp-safety" data-testid="hcp-safety">
        <h3>{labels.contraindications}</h3>
        <ul>
          {contraindications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{labels.warnings}</h3>
        <ul>
          {warnings.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{labels.consult}</p>
      </div>
    </section>
  )
}
