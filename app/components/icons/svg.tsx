import type { SVGProps } from 'react'
import sprite from './icons.svg?no-inline'

/**
 * The site's icons, drawn by Lucide (ISC licence, lucide.dev), copied as plain elements into one sprite
 * (`icons.svg`, one `<symbol>` an icon, a hashed file cached like the scripts) that each icon's `<svg>` shows with
 * `<use>`: no icon runtime ships with every page, and neither the pages' HTML nor the shared script carries the
 * drawings, whose path data compressed poorly (docs/decisions/0201). The attributes that draw the lines (no fill, the
 * text's colour, round ends) are on each `<symbol>`, not in every page's HTML and script (docs/decisions/0203); the
 * `<svg>`'s size comes from the CSS (`.icon`). Always decorative, `aria-hidden` with no role or name: the text
 * beside an icon names the thing (docs/decisions/0203). No `focusable="false"`: that was for Internet Explorer.
 */
export type IconProps = SVGProps<SVGSVGElement>
export type Icon = (props: IconProps) => React.JSX.Element

export function Svg({ name, ...props }: IconProps & { name: string }) {
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
