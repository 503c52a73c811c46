/**
 * The /charts page's choices, remembered on this device: the layout (1, 2 or 4 charts) and each
 * chart's symbol, timeframe, type and indicators. Stored values are checked when read
 * (chart-prefs.ts), so a hand-edited or older entry falls back to the defaults.
 */
import { atomWithStorage } from 'jotai/utils'
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import { atom } from '../../app/store.ts'
import {
  parseChartLayout,
  parseChartSlots,
  type ChartLayout,
  type ChartPrefs,
} from '../../trading/chart/chart-prefs.ts'

/** The first charts show the first symbols of the default watchlist. */
const DEFAULT_SYMBOLS = DEFAULT_SETTINGS.watchlist

const storedLayout = atomWithStorage<unknown>('charts.layout', 1, undefined, { getOnInit: true })
const storedSlots = atomWithStorage<unknown>('charts.slots', [], undefined, { getOnInit: true })

export const chartLayoutAtom = atom(
  (get) => parseChartLayout(get(storedLayout)),
  (_get, set, layout: ChartLayout) => set(storedLayout, layout),
)

export const chartSlotsAtom = atom((get) => parseChartSlots(get(storedSlots), DEFAULT_SYMBOLS))

/** Changes some of one chart's choices, keeping the others and the other charts'. */
export const updateChartSlotAtom = atom(
  null,
  (get, set, { index, change }: { index: number; change: Partial<ChartPrefs> }) => {
    const slots = get(chartSlotsAtom).map((slot, i) =>
      i === index ? { ...slot, ...change } : slot,
    )
    set(storedSlots, slots)
  },
)
