import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { formTranslator } from '../domain/messages/index.ts'
import { href } from '../../routing/paths.ts'
import { languages, type Lang } from '../../routing/route-table.ts'
import { SideEffectForm } from './side-effect-form.tsx'

/** The side-effect report as its page renders it on the server, in a language. */
function renderReport(lang: Lang): string {
  const Stub = createRoutesStub([{ path: href('side-effect', lang), Component: () => <SideEffectForm actionData={undefined} /> }])
  return renderToStaticMarkup(<Stub initialEntries={[href('side-effect', lang)]} />)
}

/** The text of the label (or legend) of the control with this name, tags removed. */
function labelOf(html: string, name: string): string {
  const id = new RegExp(`<(?:input|textarea|select)[^>]*\\bid="([^"]+)"[^>]*\\bname="${name}"`).exec(html)?.[1]
  const label = id ? new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1] : undefined
  return (label ?? '').replace(/<[^>]+>/g, '').trim()
}

describe('the side-effect report’s groups that need one answer of several', () => {
  for (const lang of languages) {
    const t = formTranslator(lang)
    const html = renderReport(lang)

    it(`${lang}: say so in a legend, and no field of them is marked optional or required alone`, () => {
      const legends = [...html.matchAll(/<legend[^>]*>([\s\S]*?)<\/legend>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())
      // Each marker is held to the last word before it by a no-break space.
      expect(legends).toContain(`${t('form.group.reachReporter')}\u00a0${t('form.oneOfTwo')}`)
      expect(legends).toContain(`${t('form.group.identifyPatient')}\u00a0${t('form.oneOfThree')}`)
      expect(legends).toContain(t('form.field.aeSex'))
      for (const name of ['email', 'phone', 'aePatientInitials', 'aeAge']) {
        expect(labelOf(html, name)).toBe(t(`form.field.${name}` as Parameters<typeof t>[0]))
        expect(html).not.toMatch(new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*aria-required)`))
      }
      // Elsewhere the markers stay: the name is required, the details optional.
      expect(labelOf(html, 'reporterName')).toBe(`${t('form.field.reporterName')}\u00a0${t('form.required')}`)
      expect(labelOf(html, 'qpLotNumber')).toBe(`${t('form.field.qpLotNumber')}\u00a0${t('form.optional')}`)
    })
  }
})
