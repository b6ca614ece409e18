import { Svg, type Icon } from './svg.tsx'

export const Pill: Icon = (props) => <Svg name="pill" {...props} />
