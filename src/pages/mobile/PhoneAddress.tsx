import { useTranslation } from 'react-i18next'
import { addressAdvice, appAddress, type AddressAdvice } from './app-address.ts'
import { QrCode } from './QrCode.tsx'

function AddressNote({ advice, host }: { advice: AddressAdvice; host: string }) {
  const { t } = useTranslation()
  if (advice === 'reachable') {
    return <p className="mobile-note">{t('mobile.address.reachable')}</p>
  }
  return (
    <p className="mobile-note mobile-note-warn" data-testid="address-note">
      {advice === 'loopback'
        ? t('mobile.address.loopback', { host })
        : t('mobile.address.insecure')}
    </p>
  )
}

/** The app's address for a phone: as a QR code and as text, with what may stop a phone. */
export function PhoneAddress() {
  const url = appAddress(window.location.origin)
  const { t } = useTranslation()
  return (
    <section className="panel mobile-panel" aria-labelledby="phone-address-title">
      <h2 id="phone-address-title">{t('mobile.address.title')}</h2>
      <div className="mobile-address">
        <QrCode text={url} label={t('mobile.address.qrLabel')} />
        <div className="mobile-address-text">
          <p>{t('mobile.address.scan')}</p>
          <p className="mobile-url" data-testid="app-address">
            {url}
          </p>
          <AddressNote advice={addressAdvice(window.location)} host={window.location.host} />
        </div>
      </div>
    </section>
  )
}
