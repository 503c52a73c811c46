// The perpetuals math other modules use: pure functions on plain numbers, no I/O. Margin tiers
// and the liquidation price are shared with the app: protocol/trading-math.ts.
export * from './funding-rate.ts'
export * from './funding.ts'
export * from './pnl.ts'
export * from './position.ts'
export * from './risk-monitor.ts'
export * from './wire.ts'
