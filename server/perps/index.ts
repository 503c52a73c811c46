// The perpetuals math other modules use: pure functions on plain numbers, no I/O.
export * from './funding-rate.ts'
export * from './funding.ts'
export * from './liquidation.ts'
export * from './margin.ts'
export * from './pnl.ts'
export * from './position.ts'
export * from './risk-monitor.ts'
export * from './wire.ts'
