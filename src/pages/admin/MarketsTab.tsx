import { useState } from 'react'
import { HALT_REASON_MAX, type AdminMarket } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useAdminMarkets, useHaltMarket, useResumeMarket } from '../../data/admin.ts'
import { QueryState } from './QueryState.tsx'
import { ShockTool } from './ShockTool.tsx'

const price = (n: number | null): string =>
  n === null ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 8 })

/** Every symbol's status with Halt (asks a reason) and Resume, and the shock drill below. */
export function MarketsTab({ online }: { online: boolean }) {
  const markets = useAdminMarkets()
  const halt = useHaltMarket()
  const resume = useResumeMarket()
  const [halting, setHalting] = useState<AdminMarket | null>(null)
  const [reason, setReason] = useState('')
  const busy = !online || halt.isPending || resume.isPending

  const confirmHalt = () => {
    if (!halting || reason.trim() === '') return
    const symbol = halting.symbol
    halt.mutate(
      { symbol, reason: reason.trim() },
      {
        onSuccess: () => toast.success(`${symbol} halted`),
        onError: (err) => toast.error(err.message),
      },
    )
    setHalting(null)
  }

  return (
    <div className="admin-markets">
      <QueryState query={markets} label="markets">
        {markets.data?.length === 0 ? (
          <p className="empty">No symbols are listed.</p>
        ) : (
          <TableScroll label="Markets">
            <table className="data-table admin-table" data-testid="admin-markets">
              <thead>
                <tr>
                  <th scope="col">Symbol</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Last
                  </th>
                  <th scope="col" className="num">
                    Index
                  </th>
                  <th scope="col" className="num">
                    Ticks/s
                  </th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {markets.data?.map((m) => (
                  <tr key={m.symbol} data-symbol={m.symbol}>
                    <th scope="row">
                      {m.symbol} <span className="admin-muted">{m.name}</span>
                    </th>
                    <td>
                      <span className={`admin-status ${m.status}`}>
                        {m.status === 'halted' ? 'Halted' : 'Trading'}
                      </span>
                      {m.reason && <span className="admin-muted"> {m.reason}</span>}
                    </td>
                    <td className="num">{price(m.lastPrice)}</td>
                    <td className="num">{price(m.indexPrice)}</td>
                    <td className="num">{m.ticksPerSec.toFixed(1)}</td>
                    <td>
                      {m.status === 'halted' ? (
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={`Resume ${m.symbol}`}
                          disabled={busy}
                          onClick={() =>
                            resume.mutate(m.symbol, {
                              onSuccess: () => toast.success(`${m.symbol} trading again`),
                              onError: (err) => toast.error(err.message),
                            })
                          }
                        >
                          Resume
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={`Halt ${m.symbol}`}
                          disabled={busy}
                          onClick={() => {
                            setReason('')
                            setHalting(m)
                          }}
                        >
                          Halt
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ShockTool symbols={markets.data?.map((m) => m.symbol) ?? []} disabled={!online} />
      </QueryState>
      <ConfirmDialog
        open={halting !== null}
        title={`Halt ${halting?.symbol ?? ''}?`}
        confirmLabel="Halt trading"
        tone="danger"
        busy={reason.trim() === ''}
        onCancel={() => setHalting(null)}
        onConfirm={confirmHalt}
      >
        <p>New orders are refused with this reason; resting orders stay and can be cancelled.</p>
        <label className="field">
          <span>Reason</span>
          <input
            className="admin-reason"
            value={reason}
            maxLength={HALT_REASON_MAX}
            required
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') confirmHalt()
            }}
          />
        </label>
      </ConfirmDialog>
    </div>
  )
}
