/** Why an order ended, in words a trader understands; the trading service shows them as they are. */
export const REASON = {
  noLiquidity: 'No liquidity',
  protection: 'No more liquidity within the protection price',
  fillOrKill: 'Fill-or-kill order could not be filled in full',
  immediateOrCancel: 'Immediate-or-cancel order could not be filled in full',
  postOnly: 'Post-only order would take liquidity',
  reduceOnly: 'Reduce-only order would increase the position',
  selfTradeTaker: 'Self-trade prevention: the order would trade with your own resting order',
  selfTradeMaker: 'Self-trade prevention: cancelled by your own incoming order',
  duplicateId: 'Duplicate order id',
  badQuantity: 'Quantity must be a positive whole number of lots',
  badPrice: 'Limit price must be a positive whole number of ticks',
  badStopPrice: 'Stop price must be a positive whole number of ticks',
  badProtection: 'Protection price must be a positive whole number of ticks',
} as const
