/** How the risk pages write their figures, in the UI language's number style. */
import { formatMoney } from '../../lib/format.ts'
import { localFormat as nf } from '../../lib/number-locale.ts'

/** A loss or an amount without a sign: VaR and ES are losses stated as positive amounts. */
export const formatUsd = (value: number): string => formatMoney(value)

/** A confidence level: "99 %" (German "99 %", English "99%"). */
export const formatLevel = (level: number): string =>
  nf('risk-level', { style: 'percent', maximumFractionDigits: 1 }).format(level)

/** A share or ratio as a percentage with one decimal, sign only when negative. */
export const formatShare = (value: number): string =>
  nf('risk-share', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(value)
    .replace('-', '−')

/** A plain factor: "2", "1.5". */
export const formatFactor = (value: number): string =>
  nf('risk-factor', { maximumFractionDigits: 2 }).format(value)

/** Leverage: "0.80×". */
export const formatTimes = (value: number): string =>
  `${nf('risk-times', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}×`

/** A correlation with two decimals, minus as "−". */
export const formatCorrelation = (value: number): string =>
  nf('risk-corr', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(value)
    .replace('-', '−')

/** Whole counts with grouping: 10,000 paths. */
export const formatCount = (value: number): string =>
  nf('risk-count', { maximumFractionDigits: 0 }).format(value)

/** A small relative error: "0.42 %" down to "0.0031 %". */
export const formatError = (value: number): string =>
  nf('risk-error', { style: 'percent', maximumSignificantDigits: 2 }).format(value)

/** A price shock: "−30 %", "+5 %". */
export const formatShock = (value: number): string =>
  nf('risk-shock', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
    .format(value)
    .replace('-', '−')
