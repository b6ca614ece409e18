import { describe, expect, it } from 'vitest'
import { escapeXml } from './escape-xml.ts'

describe('escapeXml', () => {
  it('escapes what would end a text or a double-quoted attribute, and nothing else', () => {
    expect(escapeXml('R&D <b>"Lysodren"</b> > 2')).toBe('R&amp;D &lt;b&gt;&quot;Lysodren&quot;&lt;/b&gt; &gt; 2')
    expect(escapeXml('https://www.nordorapharma.ca/fr/a-propos?a=1&b=2')).toBe('https://www.nordorapharma.ca/fr/a-propos?a=1&amp;b=2')
    expect(escapeXml('L’accès, l\'équipe, 100 %')).toBe('L’accès, l\'équipe, 100 %')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})
