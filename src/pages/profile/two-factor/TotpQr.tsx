import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { qrDrawing } from '../../mobile/qr-drawing.ts'

/** The otpauth URI as a QR code for an authenticator app; a note when it cannot be drawn. */
export function TotpQr({ uri }: { uri: string }) {
  const { t } = useTranslation()
  const drawing = useMemo(() => {
    try {
      return qrDrawing(uri)
    } catch {
      return null
    }
  }, [uri])
  if (!drawing) {
    return <p className="panel-note warn">{t('profile.twoFactor.qrFailed')}</p>
  }
  return (
    <svg
      className="totp-qr"
      role="img"
      aria-label={t('profile.twoFactor.qrLabel')}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      {/* Dark on light whatever the theme: phone cameras read it that way round. */}
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  )
}
