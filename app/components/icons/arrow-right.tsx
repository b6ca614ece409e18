import { Svg, type Icon } from './svg.tsx'

export const ArrowRight: Icon = (props) => <Svg name="arrow-right" {...props} />
