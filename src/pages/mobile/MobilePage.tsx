import { useTranslation } from 'react-i18next'
import { InstallPanel } from './InstallPanel.tsx'
import { InstallSteps } from './InstallSteps.tsx'
import { OfflinePanel } from './OfflinePanel.tsx'
import { PhoneAddress } from './PhoneAddress.tsx'
import '../../styles/mobile.css'

/** SPEC §2 Mobile App: installing TradeDesk on a phone, and what it does offline. */
export default function MobilePage() {
  const { t } = useTranslation()
  return (
    <section className="page mobile-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('mobile.title')}
      </h1>
      <p className="page-summary">{t('mobile.summary')}</p>
      <div className="mobile-grid">
        <PhoneAddress />
        <InstallPanel />
        <InstallSteps />
        <OfflinePanel />
      </div>
    </section>
  )
}
