import { useTranslation } from 'react-i18next'
import { installStateAtom, type InstallState } from '../../app/install-atoms.ts'
import { InstallButton } from '../../app/install-button.tsx'
import { useAtomValue } from '../../app/store.ts'

const STATE_KEY = {
  offered: 'offered',
  'not-offered': 'notOffered',
  installed: 'installed',
  'running-installed': 'running',
} as const satisfies Record<InstallState, string>

/** Installing on the device in hand, when the browser offers it. */
export function InstallPanel() {
  const state = useAtomValue(installStateAtom)
  const { t } = useTranslation()
  return (
    <section className="panel mobile-panel" aria-labelledby="install-title">
      <h2 id="install-title">{t('mobile.install.title')}</h2>
      <p aria-live="polite" data-testid="install-state">
        {t(`mobile.install.${STATE_KEY[state]}`)}
      </p>
      <InstallButton />
    </section>
  )
}
