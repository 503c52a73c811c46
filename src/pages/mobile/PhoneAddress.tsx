import { addressAdvice, appAddress, type AddressAdvice } from './app-address.ts'
import { QrCode } from './QrCode.tsx'

export const QR_LABEL = "QR code of the app's address"

function AddressNote({ advice, host }: { advice: AddressAdvice; host: string }) {
  if (advice === 'reachable') {
    return (
      <p className="mobile-note">
        Your phone must be able to reach this address: on the same network, or over the internet.
      </p>
    )
  }
  return (
    <p className="mobile-note mobile-note-warn" data-testid="address-note">
      {advice === 'loopback'
        ? `${host} only reaches this computer, so a phone cannot open it. Open TradeDesk here by the computer's network address or host name, served over https, and this code will show that address.`
        : 'This is a plain http address. Phones install the app, keep its data and work offline only on https addresses: open TradeDesk through an https address.'}
    </p>
  )
}

/** The app's address for a phone: as a QR code and as text, with what may stop a phone. */
export function PhoneAddress() {
  const url = appAddress(window.location.origin)
  return (
    <section className="panel mobile-panel" aria-labelledby="phone-address-title">
      <h2 id="phone-address-title">Open it on your phone</h2>
      <div className="mobile-address">
        <QrCode text={url} label={QR_LABEL} />
        <div className="mobile-address-text">
          <p>Scan the code with your phone's camera, or type this address:</p>
          <p className="mobile-url" data-testid="app-address">
            {url}
          </p>
          <AddressNote advice={addressAdvice(window.location)} host={window.location.host} />
        </div>
      </div>
    </section>
  )
}
