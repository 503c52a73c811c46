import { installStateAtom, type InstallState } from '../../app/install-atoms.ts'
import { InstallButton } from '../../app/install-button.tsx'
import { useAtomValue } from '../../app/store.ts'

const STATE_TEXT: Record<InstallState, string> = {
  offered:
    'Your browser offers to install TradeDesk on this device. It then opens in its own window, from your home screen or app list.',
  'not-offered':
    'Your browser has not offered to install TradeDesk here. It may be installed already, or it installs from its own menu: see the steps below.',
  installed: 'TradeDesk is installed. Open it from your home screen or app list.',
  'running-installed': 'You are using the installed app.',
}

/** Installing on the device in hand, when the browser offers it. */
export function InstallPanel() {
  const state = useAtomValue(installStateAtom)
  return (
    <section className="panel mobile-panel" aria-labelledby="install-title">
      <h2 id="install-title">Install on this device</h2>
      <p aria-live="polite" data-testid="install-state">
        {STATE_TEXT[state]}
      </p>
      <InstallButton />
    </section>
  )
}
