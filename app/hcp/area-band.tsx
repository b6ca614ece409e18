import { Stethoscope } from '../components/icons/stethoscope.tsx'
import './hcp.css'

/** Says on every page of the area that the reader is in the healthcare-professional section, and for whom it is. */
export function AreaBand({ label, text }: { label: string; text: string }) {
  return (
    <p className="area-band">
      <strong>
        <Stethoscope className="icon" />
        {label}
      </strong>
      <span>{text}</span>
    </p>
  )
}
