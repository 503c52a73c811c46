/** Fee rates on notional, charged in the quote currency (maker adds liquidity, taker removes it). */
export const MAKER_FEE_RATE = 0.0002
export const TAKER_FEE_RATE = 0.0005
/** Market orders never fill further than this from the best opposite price (or last) at entry. */
export const MARKET_PROTECTION = 0.05

export type Liquidity = 'maker' | 'taker'
export const feeRate = (liquidity: Liquidity): number =>
  liquidity === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE
