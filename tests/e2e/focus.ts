import type { Locator, Page } from '@playwright/test'

export type FocusRing = {
  element: string
  outline: string
  /** Contrast of the ring against the colour it is drawn on (WCAG 1.4.11 asks 3:1). */
  contrast: number
  visible: boolean
}

/**
 * What the focused element shows: its outline (or box shadow) and the
 * contrast of that ring with the background around it, found by walking up
 * to the first ancestor with an opaque background.
 */
export function focusRing(page: Page): Promise<FocusRing | null> {
  return measureFocus(page, false).then((result) => (result === 'again' ? null : result))
}

/** The focus ring of the focused element; with `markSeen`, 'again' when that element was measured before. */
function measureFocus(page: Page, markSeen: boolean): Promise<FocusRing | null | 'again'> {
  return page.evaluate((markSeen) => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    if (markSeen) {
      if (element.dataset.focusSeen) return 'again' as const
      element.dataset.focusSeen = 'yes'
    }
    const parse = (color: string) => {
      const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)/.exec(color)
      return m ? { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] === undefined ? 1 : Number(m[4]) } : null
    }
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const style = getComputedStyle(element)
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const hasShadow = style.boxShadow !== 'none'
    let background = parse('rgb(255, 255, 255)')!
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor)
      if (color && color.alpha > 0.9) {
        background = color
        break
      }
    }
    const ring = parse(hasOutline ? style.outlineColor : style.boxShadow)
    const [light, dark] = [luminance(ring?.rgb ?? [0, 0, 0]), luminance(background.rgb)].sort((a, b) => b - a) as [number, number]
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`
    return {
      element: label,
      outline: hasOutline ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : style.boxShadow,
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      visible: hasOutline || hasShadow,
    }
  }, markSeen)
}

/** Presses Tab until `target` (or, for a locator matching several, one of them) has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement!))) return
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Tabs through the whole page once (until focus comes back to an element already met) and returns every focus ring. */
export async function everyFocusStop(page: Page, max = 80): Promise<FocusRing[]> {
  const rings: FocusRing[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const ring = await measureFocus(page, true)
    if (ring === 'again') break
    if (ring) rings.push(ring)
  }
  return rings
}
