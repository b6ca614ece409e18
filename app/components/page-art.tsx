import type { Illustration } from '../content/page-art.ts'

/** A page band's drawing: an image named by its text, or, without one, decoration kept from assistive technology. */
export function PageArt({ drawing, alt }: Illustration) {
  return alt ? (
    <div className="page__art" data-art={drawing} role="img" aria-label={alt} />
  ) : (
    <div className="page__art" data-art={drawing} aria-hidden="true" />
  )
}
