import { Svg, type Icon } from './svg.tsx'

export const Phone: Icon = (props) => <Svg name="phone" {...props} />
