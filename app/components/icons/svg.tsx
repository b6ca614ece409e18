import type { SVGProps } from 'react'
import sprite from './icons.svg?no-inline'

/**
 * The site's icons, drawn by Lucide (ISC licence, lucide.dev), copied as plain elements into one sprite
 * (`icons.svg`, one `<symbol>` an icon, a hashed file cached like the scripts) that each icon's `<svg>` shows with
 * `<use>`: no icon runtime ships with every page, and neither the pages' HTML nor the shared script carries the
 * drawings, whose path data compressed poorly (docs/decisions/0201). The `<svg>` keeps the attributes that colour
 * and size the drawing, which its `<use>` inherits. Always decorative: the text beside an icon names the thing.
 */
export type IconProps = SVGProps<SVGSVGElement>
export type Icon = (props: IconProps) => React.JSX.Element

export function Svg({ name, ...props }: IconProps & { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
