const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * Text made safe inside XML or HTML, as an element's text or a double-quoted attribute's value: the sitemap, the
 * press feeds and the HTML the Markdown renderer writes itself. The one escaper the site's own markup uses.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => entities[character]!)
}
