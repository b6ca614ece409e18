import { Svg, type Icon } from './svg.tsx'

export const Menu: Icon = (props) => <Svg name="menu" {...props} />
