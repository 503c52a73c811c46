import { atomWithStorage } from 'jotai/utils'
import { atom, useAtom } from '../../app/store.ts'
import { parseChartPrefs, type ChartPrefs } from '../chart/chart-prefs.ts'

type ChartSettings = Omit<ChartPrefs, 'symbol'>

const stored = atomWithStorage<unknown>('trading.chart', {}, undefined, { getOnInit: true })

/** The trading pages' chart choices (the symbol is the pages' own), checked when read back. */
const read = (value: unknown): ChartSettings => {
  const { timeframe, chartType, indicators } = parseChartPrefs(value, 'BTC-USD')
  return { timeframe, chartType, indicators }
}
const chartSettingsAtom = atom(
  (get) => read(get(stored)),
  (get, set, change: Partial<ChartSettings>) => set(stored, { ...read(get(stored)), ...change }),
)

export const useChartSettings = () => useAtom(chartSettingsAtom)
