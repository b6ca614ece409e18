import { Svg, type Icon } from './svg.tsx'

export const Search: Icon = (props) => <Svg name="search" {...props} />
