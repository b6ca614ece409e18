import { Link } from 'react-router'
import { useLang, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'
import { Stethoscope } from './icons/stethoscope.tsx'
import { TriangleAlert } from './icons/triangle-alert.tsx'
import { PhoneLink } from './phone-link.tsx'

/**
 * Beside a long page, where the list of its sections ends: who answers a question about the products, and
 * the way to report a side effect, so a reader who came for either never has to look for it.
 */
export function HelpCard() {
  const t = useT()
  const lang = useLang()
  return (
    <aside className="help-card" aria-labelledby="help-card-title">
      <h2 id="help-card-title" className="help-card__title">
        <Stethoscope className="icon" />
        {t('help.title')}
      </h2>
      <p>{t('help.text')}</p>
      <p className="help-card__phone">
        <PhoneLink phone="medicalInformation" />
      </p>
      <p>
        <Link to={href('side-effect', lang)} className="help-card__report">
          <TriangleAlert className="icon" />
          {t('help.report')}
        </Link>
      </p>
    </aside>
  )
}
