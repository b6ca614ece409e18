import { Svg, type Icon } from './svg.tsx'

export const ChevronRight: Icon = (props) => (
  <Svg {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
)
