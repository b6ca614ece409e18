import { Svg, type Icon } from './svg.tsx'

export const TriangleAlert: Icon = (props) => <Svg name="triangle-alert" {...props} />
