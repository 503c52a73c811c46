import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PerpPosition, Position } from '../../../protocol/trading.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import type { CloseRequest } from './ClosePositionDialog.tsx'
import { PerpPositionRow } from './PerpPositionRow.tsx'
import { SpotPositionRow } from './SpotPositionRow.tsx'

type SpotPosition = Extract<Position, { market: 'spot' }>

function Table({
  title,
  columns,
  children,
}: {
  title: string
  columns: string[]
  children: ReactNode
}) {
  const { t } = useTranslation()
  const label = t('positions.tableLabel', { title })
  return (
    <>
      <h3 className="positions-subtitle">{title}</h3>
      <TableScroll label={label}>
        <table className="data-table positions-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c} scope="col" className={i < 2 ? undefined : 'num'}>
                  {c}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('positions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
    </>
  )
}

interface TableProps<P> {
  positions: P[]
  symbol: string | undefined
  onClose: (r: CloseRequest) => void
}

const SPOT_COLUMNS = ['symbol', 'side', 'quantity', 'price', 'value'] as const
const PERP_COLUMNS = [
  'symbol',
  'side',
  'size',
  'entry',
  'mark',
  'liquidation',
  'margin',
  'leverage',
  'pnl',
  'funding',
] as const

export function SpotPositionsTable({ positions, symbol, onClose }: TableProps<SpotPosition>) {
  const { t } = useTranslation()
  return (
    <Table
      title={t('positions.spot')}
      columns={SPOT_COLUMNS.map((c) => t(`positions.columns.${c}`))}
    >
      {positions.map((p) => (
        <SpotPositionRow key={p.id} position={p} current={p.symbol === symbol} onClose={onClose} />
      ))}
    </Table>
  )
}

export function PerpPositionsTable({ positions, symbol, onClose }: TableProps<PerpPosition>) {
  const { t } = useTranslation()
  return (
    <Table
      title={t('positions.perps')}
      columns={PERP_COLUMNS.map((c) => t(`positions.columns.${c}`))}
    >
      {positions.map((p) => (
        <PerpPositionRow key={p.id} position={p} current={p.symbol === symbol} onClose={onClose} />
      ))}
    </Table>
  )
}
