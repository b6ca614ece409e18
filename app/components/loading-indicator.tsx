import { useNavigation } from 'react-router'
import { useT } from '../i18n/messages.ts'
import { useDelayedFlag } from '../lib/route-loading/delayed-flag.ts'
import { useModulesPending } from '../lib/runtime/navigation-pending.ts'

/** A thin bar at the top of the page, shown only when a navigation takes longer than 100 ms. */
export function LoadingIndicator() {
  const t = useT()
  const navigating = useNavigation().state !== 'idle'
  const loadingModules = useModulesPending()
  const shown = useDelayedFlag(navigating || loadingModules)
  return (
    <div className="loading-indicator" role="status" data-visible={shown} data-testid="loading-indicator">
      {shown && <span className="visually-hidden">{t('loading')}</span>}
    </div>
  )
}
