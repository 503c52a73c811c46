import { useTranslation } from 'react-i18next'
import { installStateAtom } from './install-atoms.ts'
import { promptInstall } from './install-listener.ts'
import { useAtomValue, useStore } from './store.ts'
import '../styles/mobile.css'

/**
 * "Install app", shown only while the browser offers installation. In the header of a narrow
 * screen only its icon shows; the words stay its accessible name.
 */
export function InstallButton() {
  const state = useAtomValue(installStateAtom)
  const store = useStore()
  const { t } = useTranslation()
  if (state !== 'offered') return null
  return (
    <button
      type="button"
      className="btn install-button"
      data-testid="install-app"
      onClick={() => void promptInstall(store)}
    >
      <svg className="install-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5v8m0 0L4.75 6.25M8 9.5l3.25-3.25M2.5 11v2.5h11V11" />
      </svg>
      <span className="install-label">{t('components.install')}</span>
    </button>
  )
}
