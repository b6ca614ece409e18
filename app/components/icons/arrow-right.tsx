import { Svg, type Icon } from './svg.tsx'

export const ArrowRight: Icon = (props) => (
  <Svg {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </Svg>
)
