import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SaveStatus as Status } from '../../../data/settings.ts'
import { SaveStatus } from './SaveStatus.tsx'
import './settings.css'

interface Props {
  id: string
  title: string
  loading: boolean
  readOnly: boolean
  status: Status
  onRetry: () => void
  children: ReactNode
}

/** One settings panel: its heading and save status, read-only offline, a placeholder while loading. */
export function SettingsPanel({ id, title, loading, readOnly, status, onRetry, children }: Props) {
  const { t } = useTranslation()
  return (
    <section className="panel settings-panel" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="panel-header">
        <h2 id={`${id}-title`}>{title}</h2>
        <SaveStatus status={status} onRetry={onRetry} />
      </div>
      {readOnly && <p className="settings-offline">{t('profile.status.offline')}</p>}
      {loading ? (
        <p className="settings-loading" role="status">
          {t('profile.status.loading')}
        </p>
      ) : (
        <fieldset className="settings-fields" disabled={readOnly}>
          <legend className="visually-hidden">{title}</legend>
          {children}
        </fieldset>
      )}
    </section>
  )
}
