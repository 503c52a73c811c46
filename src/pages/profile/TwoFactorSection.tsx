import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TwoFactorSetup } from '../../../protocol/index.ts'
import { useOnline } from '../../bridge/online.ts'
import { useSession } from '../../bridge/session.ts'
import { toast } from '../../components/toast/toast.ts'
import { useStartTwoFactorSetup, useTwoFactorStatus } from '../../data/two-factor.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { BackupCodes } from './two-factor/BackupCodes.tsx'
import { DisableForm } from './two-factor/DisableForm.tsx'
import { SetupFlow } from './two-factor/SetupFlow.tsx'
import './two-factor/two-factor.css'

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }

/** /profile: turn two-factor authentication on (QR code, confirm, backup codes) or off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus()
  const start = useStartTwoFactorSetup()
  const { user } = useSession()
  const online = useOnline()
  const [view, setView] = useState<View>({ kind: 'status' })
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const toStatus = () => setView({ kind: 'status' })

  const beginSetup = () =>
    start.mutate(undefined, {
      onSuccess: (setup) => setView({ kind: 'setup', setup }),
      onError: (err) => toast.error(err.message),
    })

  let body
  if (view.kind === 'setup') {
    body = (
      <SetupFlow
        setup={view.setup}
        offline={!online}
        onEnabled={(codes) => setView({ kind: 'codes', codes })}
        onCancel={toStatus}
      />
    )
  } else if (view.kind === 'codes') {
    body = <BackupCodes codes={view.codes} account={user?.email ?? ''} onDone={toStatus} />
  } else if (view.kind === 'disable') {
    body = <DisableForm offline={!online} onDone={toStatus} onCancel={toStatus} />
  } else if (status.isPending) {
    body = (
      <p className="two-factor-status" aria-busy="true">
        {t('profile.twoFactor.loading')}
      </p>
    )
  } else if (status.isError) {
    body = (
      <div className="two-factor-step">
        <p className="panel-error" role="alert">
          {online ? localize(status.error.message) : t('profile.twoFactor.offline')}
        </p>
        <div className="two-factor-buttons">
          <button type="button" className="btn" onClick={() => void status.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      </div>
    )
  } else {
    const { enabled, backup_codes_left: left } = status.data
    body = (
      <div className="two-factor-step">
        <p className="two-factor-status" data-testid="two-factor-status">
          {enabled ? t('profile.twoFactor.on', { count: left }) : t('profile.twoFactor.off')}
        </p>
        {!online && <p className="panel-note warn">{t('profile.twoFactor.needsConnection')}</p>}
        <div className="two-factor-buttons">
          {enabled ? (
            <button
              type="button"
              className="btn"
              disabled={!online}
              onClick={() => setView({ kind: 'disable' })}
            >
              {t('profile.twoFactor.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!online || start.isPending}
              onClick={beginSetup}
            >
              {t(start.isPending ? 'profile.twoFactor.starting' : 'profile.twoFactor.setUp')}
            </button>
          )}
        </div>
      </div>
    )
  }

  return (
    <section className="panel" aria-labelledby="two-factor-heading">
      <div className="panel-header">
        <h2 id="two-factor-heading">{t('profile.twoFactor.title')}</h2>
      </div>
      {body}
    </section>
  )
}
