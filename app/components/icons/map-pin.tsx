import { Svg, type Icon } from './svg.tsx'

export const MapPin: Icon = (props) => <Svg name="map-pin" {...props} />
