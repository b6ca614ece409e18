import { Svg, type Icon } from './svg.tsx'

export const X: Icon = (props) => <Svg name="x" {...props} />
