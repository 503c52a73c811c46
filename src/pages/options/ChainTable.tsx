import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useAtom, useAtomValue, useSetAtom } from '../../app/store.ts'
import type { RepricedChain, RepricedOption } from '../../../workers/engine/api.ts'
import { ColumnPicker } from './ColumnPicker.tsx'
import { formatContracts, formatGreek, formatIv, formatOptionPrice } from './options-format.ts'
import {
  chainColumnsAtom,
  legsAtom,
  phoneSideAtom,
  templateAtom,
  ticketSymbolAtom,
  type ChainColumn,
} from './options-state.ts'
import { addLeg, legOf } from './strategy-legs.ts'

const cellText = (option: RepricedOption | undefined, column: ChainColumn): string => {
  if (!option) return '—'
  switch (column) {
    case 'bid':
      return formatOptionPrice(option.bid)
    case 'ask':
      return formatOptionPrice(option.ask)
    case 'mark':
      return formatOptionPrice(option.mark)
    case 'iv':
      return formatIv(option.iv)
    case 'openInterest':
      return formatContracts(option.openInterest)
    default:
      return formatGreek(option.greeks[column])
  }
}

/**
 * The chain of one expiry: calls left, strike in the middle, puts right, the strike nearest the
 * forward marked at the money. A bid or ask is a button adding a leg to the builder (sell at the
 * bid, buy at the ask); a mark puts the contract in the single-contract ticket. On a phone one
 * side shows at a time.
 */
export function ChainTable({ chain }: { chain: RepricedChain }) {
  const { t } = useTranslation()
  const id = useId()
  const columns = useAtomValue(chainColumnsAtom)
  const [side, setSide] = useAtom(phoneSideAtom)
  const setLegs = useSetAtom(legsAtom)
  const setTemplate = useSetAtom(templateAtom)
  const setTicket = useSetAtom(ticketSymbolAtom)

  const add = (strike: number, kind: 'call' | 'put', buy: boolean) => {
    const leg = legOf(chain, strike, kind, buy ? 'buy' : 'sell')
    if (!leg) return
    setLegs((legs) => addLeg(legs, leg))
    setTemplate(null)
  }

  const cell = (strike: number, kind: 'call' | 'put', column: ChainColumn) => {
    const option = chain.strikes.find((r) => r.strike === strike)?.[kind]
    const text = cellText(option, column)
    const className = `chain-cell chain-${kind} col-${column}`
    if (option && (column === 'bid' || column === 'ask')) {
      const price = option[column]
      const buy = column === 'ask'
      return (
        <td key={`${kind}-${column}`} className={className}>
          <button
            type="button"
            className={`chain-quote ${buy ? 'buy' : 'sell'}`}
            disabled={price === null}
            aria-label={t(buy ? 'options.chain.buyAt' : 'options.chain.sellAt', {
              symbol: option.symbol,
              price: text,
            })}
            data-testid={`quote-${option.symbol}-${column}`}
            onClick={() => add(strike, kind, buy)}
          >
            {text}
          </button>
        </td>
      )
    }
    if (option && column === 'mark') {
      return (
        <td key={`${kind}-${column}`} className={className}>
          <button
            type="button"
            className="chain-quote"
            aria-label={t('options.chain.trade', { symbol: option.symbol, price: text })}
            onClick={() => setTicket(option.symbol)}
          >
            {text}
          </button>
        </td>
      )
    }
    return (
      <td
        key={`${kind}-${column}`}
        className={className}
        data-testid={option ? `cell-${option.symbol}-${column}` : undefined}
      >
        {text}
      </td>
    )
  }

  return (
    <section className="panel options-chain" aria-labelledby={`${id}-title`} data-side={side}>
      <header className="panel-header">
        <h2 id={`${id}-title`}>{t('options.chain.title')}</h2>
        <div className="chain-tools">
          <div className="segmented chain-side" role="group" aria-label={t('options.chain.side')}>
            {(['call', 'put'] as const).map((s) => (
              <button key={s} type="button" aria-pressed={side === s} onClick={() => setSide(s)}>
                {t(s === 'call' ? 'options.chain.calls' : 'options.chain.puts')}
              </button>
            ))}
          </div>
          <ColumnPicker />
        </div>
      </header>
      <div className="chain-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        <table className="chain-table" data-testid="option-chain">
          <caption className="visually-hidden">
            {t('options.chain.caption', { forward: formatOptionPrice(chain.forward) })}
          </caption>
          <thead>
            <tr>
              <th colSpan={columns.length} scope="colgroup" className="chain-call chain-group">
                {t('options.chain.calls')}
              </th>
              <th scope="col" rowSpan={2} className="chain-strike-head">
                {t('options.chain.strike')}
              </th>
              <th colSpan={columns.length} scope="colgroup" className="chain-put chain-group">
                {t('options.chain.puts')}
              </th>
            </tr>
            <tr>
              {columns.map((c) => (
                <th key={`call-${c}`} scope="col" className={`chain-call col-${c}`}>
                  {t(`options.columns.${c}`)}
                </th>
              ))}
              {columns.map((c) => (
                <th key={`put-${c}`} scope="col" className={`chain-put col-${c}`}>
                  {t(`options.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chain.strikes.map((row) => {
              const atm = row.strike === chain.atmStrike
              return (
                <tr
                  key={row.strike}
                  className={atm ? 'chain-atm' : undefined}
                  data-testid={atm ? 'chain-atm' : undefined}
                >
                  {columns.map((c) => cell(row.strike, 'call', c))}
                  <th scope="row" className="chain-strike">
                    {formatContracts(row.strike)}
                    {atm && <span className="chain-atm-tag">{t('options.chain.atm')}</span>}
                  </th>
                  {columns.map((c) => cell(row.strike, 'put', c))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
