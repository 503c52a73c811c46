import { atomWithStorage } from 'jotai/utils'
import { useTranslation } from 'react-i18next'
import type { MarketKind } from '../../../protocol/index.ts'
import { atom, useAtom } from '../../app/store.ts'

const stored = atomWithStorage<unknown>('trading.market', 'spot', undefined, { getOnInit: true })
/** /trading's market, remembered on this device; anything else stored reads as spot. */
const marketAtom = atom(
  (get): MarketKind => (get(stored) === 'perp' ? 'perp' : 'spot'),
  (_get, set, next: MarketKind) => set(stored, next),
)

export const useWorkspaceMarket = () => useAtom(marketAtom)

/** Spot or perpetual on the trading dashboard. */
export function MarketSwitch() {
  const { t } = useTranslation()
  const [market, setMarket] = useWorkspaceMarket()
  return (
    <div className="segmented" role="group" aria-label={t('trading.workspace.market')}>
      <button type="button" aria-pressed={market === 'spot'} onClick={() => setMarket('spot')}>
        {t('trading.workspace.spot')}
      </button>
      <button type="button" aria-pressed={market === 'perp'} onClick={() => setMarket('perp')}>
        {t('trading.workspace.perp')}
      </button>
    </div>
  )
}
