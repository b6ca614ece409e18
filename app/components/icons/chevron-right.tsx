import { Svg, type Icon } from './svg.tsx'

export const ChevronRight: Icon = (props) => <Svg name="chevron-right" {...props} />
