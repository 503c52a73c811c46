import { useTranslation } from 'react-i18next'
import type { RiskPosition } from '../../../protocol/analytics.ts'

/** A position as the risk tables name it: the symbol, then its market (and "held elsewhere"). */
export function PositionName({
  position,
  fallback,
}: {
  position: RiskPosition | undefined
  fallback: string
}) {
  const { t } = useTranslation()
  if (!position) return <>{fallback}</>
  return (
    <>
      {position.symbol}
      <span className="holding-source">
        {t(`risk.positions.market.${position.market}`)}
        {position.source === 'manual' && ` · ${t('risk.positions.manual')}`}
      </span>
    </>
  )
}
