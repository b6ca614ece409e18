import { Svg, type Icon } from './svg.tsx'

export const Newspaper: Icon = (props) => <Svg name="newspaper" {...props} />
