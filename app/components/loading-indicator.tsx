import { useNavigation } from 'react-router'
import { useT } from '../i18n/messages.ts'
import { useDelayedFlag } from '../lib/route-loading/delayed-flag.ts'
import { useNavigationPending } from '../lib/runtime/navigation-pending.ts'

/** A thin bar at the top of the page, shown only when a navigation takes longer than 100 ms. */
export function LoadingIndicator() {
  const t = useT()
  // React Router's state alone for moves it starts itself (back, forward); the site's span for the rest.
  const navigating = useNavigation().state !== 'idle'
  const pending = useNavigationPending()
  const shown = useDelayedFlag(navigating || pending)
  return (
    <div className="loading-indicator" role="status" data-visible={shown} data-testid="loading-indicator">
      {shown && <span className="visually-hidden">{t('loading')}</span>}
    </div>
  )
}
