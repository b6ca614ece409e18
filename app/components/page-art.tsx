import type { Illustration } from '../content/page-art.ts'

/**
 * A page band's drawing: decoration, hidden from assistive technology (the title and the trail say where the reader
 * is), above the title on a phone and beside it on wider screens (layout.css, docs/decisions/0203).
 */
export function PageArt({ drawing }: Illustration) {
  return <div className="page__art" data-art={drawing} aria-hidden="true" />
}
