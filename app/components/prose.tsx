/** Renders HTML that the build produced from the repository's own Markdown (links already checked). */
export function Prose({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
