import { useTranslation } from 'react-i18next'
import { useConnection } from '../bridge/connection-state.ts'
import { useOnline } from '../bridge/online.ts'
import { useSession } from '../bridge/session.ts'
import { offlineBannerVisible } from './offline.ts'

export function OfflineBanner() {
  const session = useSession()
  const connection = useConnection()
  const online = useOnline()
  const { t } = useTranslation()
  if (!offlineBannerVisible(session, connection, online)) return null
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('shell.offline')}
    </div>
  )
}
