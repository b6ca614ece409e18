import { Svg, type Icon } from './svg.tsx'

export const Mail: Icon = (props) => <Svg name="mail" {...props} />
