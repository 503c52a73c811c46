import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PerpPosition, Position } from '../../../protocol/trading.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useLiquidationWarnings } from '../../data/liquidation.ts'
import { usePositions } from '../../data/orders.ts'
import { formatTime } from '../../lib/format.ts'
import '../../styles/trading-ticket.css'
import { ClosePositionDialog, type CloseRequest } from './ClosePositionDialog.tsx'
import { LiquidationBanner } from './LiquidationBanner.tsx'
import { PerpPositionsTable, SpotPositionsTable } from './PositionTables.tsx'
import { shownPositions } from './shown-positions.ts'

export interface PositionsPanelProps {
  portfolioId: string | undefined
  /** The symbol on screen: its positions come first and are highlighted. */
  symbol?: string
  market?: Position['market'] | 'all'
}

type SpotPosition = Extract<Position, { market: 'spot' }>

/** Open spot and perpetual positions, live, with Close and Close part (SPEC §4). */
export function PositionsPanel({ portfolioId, symbol, market = 'all' }: PositionsPanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const update = usePositions(portfolioId)
  // Watched for as long as the panel is mounted, whatever it shows.
  const warnings = useLiquidationWarnings()
  const [closing, setClosing] = useState<CloseRequest | null>(null)
  const positions = update ? shownPositions(update.positions, market, symbol) : []
  const spot = positions.filter((p): p is SpotPosition => p.market === 'spot')
  const perp = positions.filter((p): p is PerpPosition => p.market === 'perp')
  // Options have their own table, with greeks, on /options: here a count and the way there.
  const options = positions.filter((p) => p.market === 'option').length

  return (
    <section
      className="panel positions"
      aria-labelledby={`${id}-title`}
      data-testid="positions-panel"
    >
      <header className="panel-header">
        <h2 id={`${id}-title`}>{t('positions.title')}</h2>
        {update?.fromCache && (
          <span className="panel-note warn" data-testid="positions-offline">
            {t('positions.offline', { time: formatTime(update.asOf) })}
          </span>
        )}
      </header>
      {portfolioId === undefined ? (
        <p className="empty">{t('positions.noPortfolio')}</p>
      ) : update === null ? (
        <TableSkeleton rows={3} columns={6} label={t('positions.loading')} />
      ) : (
        <>
          <LiquidationBanner
            warnings={warnings}
            portfolioId={portfolioId}
            positions={update.positions}
          />
          {positions.length === 0 && <p className="empty">{t('positions.empty')}</p>}
          {spot.length > 0 && (
            <SpotPositionsTable positions={spot} symbol={symbol} onClose={setClosing} />
          )}
          {perp.length > 0 && (
            <PerpPositionsTable positions={perp} symbol={symbol} onClose={setClosing} />
          )}
          {options > 0 && (
            <p className="panel-note" data-testid="positions-options-link">
              <Link to="/options" className="link">
                {t('options.positions.elsewhere', { count: options })}
              </Link>
            </p>
          )}
          <ClosePositionDialog
            portfolioId={portfolioId}
            request={closing}
            onDone={() => setClosing(null)}
          />
        </>
      )}
    </section>
  )
}
