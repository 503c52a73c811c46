import { useTranslation } from 'react-i18next'
import type { Balance } from '../../../protocol/index.ts'
import { formatMoney } from '../../lib/format.ts'

interface Props {
  symbol: string
  balance: Balance | null
  noPortfolio: boolean
  halted: boolean
  /** The id of the note that says why the submit button is disabled. */
  blockedId: string
}

/**
 * What the trader has to spend and why the ticket cannot send now: no portfolio, or the symbol
 * halted by an administrator (the server's own refusal words, so the two never disagree).
 */
export function TicketNotes({ symbol, balance, noPortfolio, halted, blockedId }: Props) {
  const { t } = useTranslation()
  return (
    <>
      {balance && (
        <p className="ticket-balance">
          {t('ticket.available', { amount: formatMoney(balance.available, balance.currency) })}
        </p>
      )}
      {noPortfolio && (
        <p className="ticket-blocked" role="status" data-testid="ticket-no-portfolio">
          {t('ticket.noPortfolio')}
        </p>
      )}
      {halted && (
        <p id={blockedId} className="ticket-blocked" role="status" data-testid="ticket-halted">
          {t('ticket.halted', { symbol })}
        </p>
      )}
    </>
  )
}
