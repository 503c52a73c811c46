/** SPEC §5 and §8 messages of the orders domain, word for word. */
export const ORDER_MSG = {
  notAuthenticated: 'Not authenticated',
  noPortfolio: 'No portfolio selected',
  positionNotFound: 'Position not found',
  place: 'Failed to place order',
  cancel: 'Failed to cancel orders',
  update: 'Failed to update orders',
  close: 'Failed to close position',
  fetchOrders: 'Failed to fetch orders',
  fetchPositions: 'Failed to fetch positions',
  fetchTrades: 'Failed to fetch trades',
  fetchBalances: 'Failed to fetch balances',
} as const
