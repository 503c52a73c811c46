/**
 * Technical indicators as pure functions on number arrays, shared by the chart and the server's
 * strategies. Every output is aligned with its input, `null` during warm-up.
 */
export type { Series } from './series.ts'
export { sma } from './sma.ts'
export { ema } from './ema.ts'
export { rsi } from './rsi.ts'
export { bollinger, type BollingerBands } from './bollinger.ts'
export { macd, type Macd } from './macd.ts'
export { vwap } from './vwap.ts'
