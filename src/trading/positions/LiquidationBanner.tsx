import { useTranslation } from 'react-i18next'
import type { Position } from '../../../protocol/trading.ts'
import { activeWarnings, warningText, type ReceivedWarning } from './liquidation-warnings.ts'

/** The server's recent liquidation warnings about this portfolio's open positions. */
export function LiquidationBanner({
  warnings: all,
  portfolioId,
  positions,
}: {
  warnings: readonly ReceivedWarning[]
  portfolioId: string
  positions: readonly Position[]
}) {
  const { t } = useTranslation()
  const warnings = activeWarnings(all, portfolioId, new Set(positions.map((p) => p.id)))
  if (warnings.length === 0) return null
  return (
    <div className="liquidation-banner" role="alert" data-testid="liquidation-banner">
      {warnings.map((w) => (
        <p key={w.positionId}>{warningText(w, t)}</p>
      ))}
    </div>
  )
}
