import type { SVGProps } from 'react'

/**
 * The site's icons: inline SVG, drawn by Lucide (ISC licence, lucide.dev), copied
 * here as plain elements so that no icon runtime ships with every page. One file
 * per icon, so a page's chunks carry only the drawings it shows. Always
 * decorative: the text beside an icon names the thing.
 */
export type IconProps = SVGProps<SVGSVGElement>
export type Icon = (props: IconProps) => React.JSX.Element

export function Svg({ children, ...props }: IconProps) {
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
      {children}
    </svg>
  )
}
