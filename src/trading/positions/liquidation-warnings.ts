/**
 * The rules for the server's liquidation warnings: each position is toasted at most once a
 * minute, a warning is shown while it is recent, and it reads as "BTC-USD long is 2.50 % from
 * liquidation at $54,271.36".
 */
import type { TFunction } from 'i18next'
import type { LiquidationWarning } from '../../../workers/engine/api.ts'
import { i18n } from '../../i18n/index.ts'
import { formatMoney } from '../../lib/format.ts'

export const WARNING_TOAST_INTERVAL_MS = 60_000
/** A warning stays on the banner this long after the last one for its position. */
export const WARNING_SHOWN_MS = 60_000

export interface ReceivedWarning extends LiquidationWarning {
  receivedAt: number
}

/**
 * Whether a warning for `positionId` is toasted now; records the time when it is. `lastToasted`
 * belongs to the caller (one per tab).
 */
export function shouldToast(
  lastToasted: Map<string, number>,
  positionId: string,
  now: number,
  interval = WARNING_TOAST_INTERVAL_MS,
): boolean {
  const last = lastToasted.get(positionId)
  if (last !== undefined && now - last < interval) return false
  lastToasted.set(positionId, now)
  return true
}

/** The side the warning is about: a long is liquidated below the mark, a short above it. */
export const warningSide = (w: Pick<LiquidationWarning, 'markPrice' | 'liquidationPrice'>) =>
  w.liquidationPrice < w.markPrice ? 'long' : 'short'

/** The toast outside React reads the current language (`i18n.t`); the banner passes its own. */
export function warningText(w: LiquidationWarning, t: TFunction = i18n.t): string {
  return t('positions.warning', {
    symbol: w.symbol,
    side: t(`positions.sideInline.${warningSide(w)}`),
    percent: (w.distance * 100).toFixed(2),
    price: formatMoney(w.liquidationPrice),
  })
}

/** The latest warning per position, replacing an older one for the same position. */
export function withWarning(
  list: readonly ReceivedWarning[],
  next: ReceivedWarning,
): ReceivedWarning[] {
  return [...list.filter((w) => w.positionId !== next.positionId), next]
}

/** The warnings still recent at `now` (the banner drops a warning a minute after its last). */
export const pruneWarnings = (list: readonly ReceivedWarning[], now: number): ReceivedWarning[] =>
  list.filter((w) => now - w.receivedAt < WARNING_SHOWN_MS)

/** One portfolio's warnings about positions still open, nearest to liquidation first. */
export function activeWarnings(
  list: readonly ReceivedWarning[],
  portfolioId: string,
  openPositionIds: ReadonlySet<string>,
): ReceivedWarning[] {
  return list
    .filter((w) => w.portfolioId === portfolioId && openPositionIds.has(w.positionId))
    .sort((a, b) => a.distance - b.distance)
}
