import { Svg, type Icon } from './svg.tsx'

export const Stethoscope: Icon = (props) => <Svg name="stethoscope" {...props} />
