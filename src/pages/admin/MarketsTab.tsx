import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HALT_REASON_MAX, type AdminMarket } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { numberLocale } from '../../lib/number-locale.ts'
import { toast } from '../../components/toast/toast.ts'
import { useAdminMarkets, useHaltMarket, useResumeMarket } from '../../data/admin.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { QueryState } from './QueryState.tsx'
import { ShockTool } from './ShockTool.tsx'

const price = (n: number | null): string =>
  n === null ? '—' : n.toLocaleString(numberLocale(), { maximumFractionDigits: 8 })

/** Every symbol's status with Halt (asks a reason) and Resume, and the shock drill below. */
export function MarketsTab({ online }: { online: boolean }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const fail = (err: Error) => toast.error(localize(err.message))
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
        onSuccess: () => toast.success(t('admin.markets.haltedToast', { symbol })),
        onError: fail,
      },
    )
    setHalting(null)
  }

  return (
    <div className="admin-markets">
      <QueryState query={markets} label={t('admin.markets.what')}>
        {markets.data?.length === 0 ? (
          <p className="empty">{t('admin.markets.none')}</p>
        ) : (
          <TableScroll label={t('admin.markets.table')}>
            <table className="data-table admin-table" data-testid="admin-markets">
              <thead>
                <tr>
                  <th scope="col">{t('admin.markets.symbol')}</th>
                  <th scope="col">{t('admin.markets.status')}</th>
                  <th scope="col" className="num">
                    {t('admin.markets.last')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.markets.index')}
                  </th>
                  <th scope="col" className="num">
                    {t('admin.markets.ticks')}
                  </th>
                  <th scope="col">{t('admin.markets.action')}</th>
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
                        {m.status === 'halted'
                          ? t('admin.markets.halted')
                          : t('admin.markets.trading')}
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
                          aria-label={t('admin.markets.resumeOf', { symbol: m.symbol })}
                          disabled={busy}
                          onClick={() =>
                            resume.mutate(m.symbol, {
                              onSuccess: () =>
                                toast.success(
                                  t('admin.markets.resumedToast', { symbol: m.symbol }),
                                ),
                              onError: fail,
                            })
                          }
                        >
                          {t('admin.markets.resume')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={t('admin.markets.haltOf', { symbol: m.symbol })}
                          disabled={busy}
                          onClick={() => {
                            setReason('')
                            setHalting(m)
                          }}
                        >
                          {t('admin.markets.halt')}
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
        title={t('admin.markets.haltTitle', { symbol: halting?.symbol ?? '' })}
        confirmLabel={t('admin.markets.haltConfirm')}
        tone="danger"
        busy={reason.trim() === ''}
        onCancel={() => setHalting(null)}
        onConfirm={confirmHalt}
      >
        <p>{t('admin.markets.haltBody')}</p>
        <label className="field">
          <span>{t('admin.markets.reason')}</span>
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
