import type { Position } from '../../../protocol/trading.ts'

/** The positions of the market shown, the symbol on screen first, otherwise in the server's order. */
export function shownPositions(
  positions: readonly Position[],
  market: Position['market'] | 'all',
  symbol: string | undefined,
): Position[] {
  const ofMarket = market === 'all' ? [...positions] : positions.filter((p) => p.market === market)
  if (symbol === undefined) return ofMarket
  return [
    ...ofMarket.filter((p) => p.symbol === symbol),
    ...ofMarket.filter((p) => p.symbol !== symbol),
  ]
}
