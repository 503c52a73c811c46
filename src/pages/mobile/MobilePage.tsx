import { InstallPanel } from './InstallPanel.tsx'
import { InstallSteps } from './InstallSteps.tsx'
import { OfflinePanel } from './OfflinePanel.tsx'
import { PhoneAddress } from './PhoneAddress.tsx'
import '../../styles/mobile.css'

/** SPEC §2 Mobile App: installing TradeDesk on a phone, and what it does offline. */
export default function MobilePage() {
  return (
    <section className="page mobile-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Mobile App
      </h1>
      <p className="page-summary">
        TradeDesk installs from the browser, with no app store: it opens from your home screen in
        its own window and keeps working when the connection drops.
      </p>
      <div className="mobile-grid">
        <PhoneAddress />
        <InstallPanel />
        <InstallSteps />
        <OfflinePanel />
      </div>
    </section>
  )
}
