/** What the "Cancel all" button and its confirmation say: how many orders, and of which symbol. */
export interface CancelAllText {
  /** The button's accessible name. */
  button: string
  title: string
  body: string
  confirm: string
}

const orders = (n: number): string => (n === 1 ? '1 order' : `${n} orders`)

export function cancelAllText(count: number, symbol: string | undefined): CancelAllText {
  const scope = symbol === undefined ? '' : ` on ${symbol}`
  return {
    button: `Cancel all ${orders(count)}${scope}`,
    title: symbol === undefined ? 'Cancel all orders?' : `Cancel all ${symbol} orders?`,
    body: `This cancels ${count === 1 ? 'your 1 active order' : `all ${count} of your active orders`}${scope}. Filled parts stay filled.`,
    confirm: `Cancel ${orders(count)}`,
  }
}
