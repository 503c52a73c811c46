import { useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { MarketKind } from '../../../protocol/index.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { useSelectedSymbol } from '../../data/symbol.ts'
import { Splitter } from '../layout/Splitter.tsx'
import { useWorkspaceSizes } from '../layout/workspace-sizes.ts'
import { OrderBook, RecentTrades, SymbolPicker, type SymbolPickerHandle } from '../market/index.ts'
import { FundingInfo } from '../perps/FundingInfo.tsx'
import { ShortcutHelp, useShortcuts } from '../shortcuts/index.ts'
import { fillTicketPrice, focusTicket, setTicketSide } from '../ticket/ticket-atoms.ts'
import { OrderTicket } from '../ticket/OrderTicket.tsx'
import { BottomPanel, type BottomTab } from './BottomPanel.tsx'
import { CancelSymbolOrders } from './CancelSymbolOrders.tsx'
import { ChartArea } from './ChartArea.tsx'
import { MarketSwitch, useWorkspaceMarket } from './market-switch.tsx'
import '../../styles/trading-layout.css'

export type WorkspacePage = 'trading' | 'spot' | 'perps'

const focus = (el: HTMLElement | null) => el?.focus()

/**
 * The trading pages' one workspace: symbol bar, chart, order book and trades, ticket, and
 * positions and orders below, with resizable remembered panels. /spot and /perps fix the market;
 * /trading lets the trader switch it.
 */
export function TradingWorkspace({ page }: { page: WorkspacePage }) {
  const { t } = useTranslation()
  const symbol = useSelectedSymbol()
  const [chosenMarket] = useWorkspaceMarket()
  const market: MarketKind = page === 'spot' ? 'spot' : page === 'perps' ? 'perp' : chosenMarket
  const active = useActivePortfolio()
  const portfolioId = active.state === 'ready' ? active.portfolio.id : undefined
  const sizes = useWorkspaceSizes()
  const picker = useRef<SymbolPickerHandle>(null)
  const chartRef = useRef<HTMLElement>(null)
  const bookRef = useRef<HTMLElement>(null)
  const [bottomTab, setBottomTab] = useState<BottomTab>('positions')
  const [helpOpen, setHelpOpen] = useState(false)
  const [cancelOpen, setCancelOpen] = useState(false)

  useShortcuts({
    buy: () => {
      setTicketSide('buy')
      focusTicket()
    },
    sell: () => {
      setTicketSide('sell')
      focusTicket()
    },
    cancel: () => setCancelOpen(true),
    chart: () => focus(chartRef.current),
    orderbook: () => focus(bookRef.current),
    positions: () => {
      setBottomTab('positions')
      // After the tab's panel is shown.
      requestAnimationFrame(() => focus(document.getElementById('workspace-bottom')))
    },
    search: () => picker.current?.focus(),
    help: () => setHelpOpen(true),
  })

  const style = {
    '--book-w': `${sizes.book}px`,
    '--ticket-w': `${sizes.ticket}px`,
    '--bottom-h': `${sizes.bottom}px`,
  } as CSSProperties

  return (
    <div className="workspace" style={style} data-testid="trading-workspace">
      <div className="workspace-bar">
        <h1 className="workspace-title">{t(`titles.${page}`)}</h1>
        <SymbolPicker ref={picker} />
        {page === 'trading' && <MarketSwitch />}
        {market === 'perp' && <FundingInfo symbol={symbol} />}
        <button
          type="button"
          className="btn btn-small"
          onClick={() => setHelpOpen(true)}
          aria-keyshortcuts="?"
        >
          {t('trading.workspace.shortcuts')}
        </button>
      </div>
      <ChartArea ref={chartRef} symbol={symbol} portfolioId={portfolioId} />
      <Splitter panel="book" orientation="vertical" label={t('trading.workspace.resizeBook')} />
      <section
        ref={bookRef}
        className="workspace-book"
        aria-label={t('trading.workspace.book')}
        tabIndex={-1}
        data-testid="workspace-book"
      >
        <OrderBook symbol={symbol} onPickPrice={(price) => fillTicketPrice(price, symbol)} />
        <RecentTrades symbol={symbol} />
      </section>
      <Splitter panel="ticket" orientation="vertical" label={t('trading.workspace.resizeTicket')} />
      <div className="workspace-ticket">
        <OrderTicket symbol={symbol} market={market} portfolioId={portfolioId} />
      </div>
      <Splitter
        panel="bottom"
        orientation="horizontal"
        label={t('trading.workspace.resizeBottom')}
      />
      <BottomPanel
        tab={bottomTab}
        onTab={setBottomTab}
        symbol={symbol}
        market={market}
        portfolioId={portfolioId}
      />
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <CancelSymbolOrders
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        symbol={symbol}
        portfolioId={portfolioId}
      />
    </div>
  )
}
