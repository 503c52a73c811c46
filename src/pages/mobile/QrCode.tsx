import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { qrDrawing } from './qr-drawing.ts'

/** `text` as a QR code image named `label`; a note instead when it cannot be drawn. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const drawing = useMemo(() => {
    try {
      return qrDrawing(text)
    } catch {
      return null
    }
  }, [text])
  if (!drawing) {
    return (
      <p className="qr-failed" data-testid="qr-failed">
        {t('mobile.address.qrFailed')}
      </p>
    )
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      data-testid="app-qr"
    >
      {/* Dark on light whatever the theme: phone cameras read it that way round. */}
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  )
}
