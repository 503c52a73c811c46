import type { ReactNode } from 'react'
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
  const label = `${title} positions`
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
                <span className="visually-hidden">Actions</span>
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

export function SpotPositionsTable({ positions, symbol, onClose }: TableProps<SpotPosition>) {
  return (
    <Table title="Spot" columns={['Symbol', 'Side', 'Quantity', 'Price', 'Value']}>
      {positions.map((p) => (
        <SpotPositionRow key={p.id} position={p} current={p.symbol === symbol} onClose={onClose} />
      ))}
    </Table>
  )
}

export function PerpPositionsTable({ positions, symbol, onClose }: TableProps<PerpPosition>) {
  return (
    <Table
      title="Perpetuals"
      columns={[
        'Symbol',
        'Side',
        'Size',
        'Entry',
        'Mark',
        'Liq. price',
        'Margin',
        'Leverage',
        'Unrealised P&L (ROE)',
        'Funding paid',
      ]}
    >
      {positions.map((p) => (
        <PerpPositionRow key={p.id} position={p} current={p.symbol === symbol} onClose={onClose} />
      ))}
    </Table>
  )
}
