import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAtom } from './store.ts'
import { applyUpdateAtom } from './sw-update-atoms.ts'

/** Asks before a waiting new version takes over: "Later" keeps this page exactly as it is. */
export function UpdatePrompt() {
  const [apply, setApply] = useAtom(applyUpdateAtom)
  const [updating, setUpdating] = useState(false)
  const { t } = useTranslation()
  if (!apply) return null
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t(updating ? 'components.update.updating' : 'components.update.available')}</span>
      <button
        type="button"
        className="btn btn-primary"
        disabled={updating}
        onClick={() => {
          setUpdating(true)
          apply()
        }}
      >
        {t('components.update.refresh')}
      </button>
      <button type="button" className="btn" disabled={updating} onClick={() => setApply(null)}>
        {t('components.update.later')}
      </button>
    </div>
  )
}
