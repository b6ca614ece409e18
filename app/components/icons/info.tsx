import { Svg, type Icon } from './svg.tsx'

export const Info: Icon = (props) => <Svg name="info" {...props} />
