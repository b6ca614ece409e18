import { Svg, type Icon } from './svg.tsx'

export const Menu: Icon = (props) => (
  <Svg {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </Svg>
)
