import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  LEVERAGE_MAX,
  LEVERAGE_MIN,
  SLIPPAGE_TOLERANCE_MAX,
  type Settings,
  type SettingsUpdate,
} from '../../../../protocol/index.ts'
import { FormField } from '../../../components/FormField.tsx'
import { NumberField } from './NumberField.tsx'
import { parseQuickSizes } from './quick-sizes.ts'
import { SelectField } from './SelectField.tsx'

type Trading = Settings['trading']

export function TradingDefaults({
  trading,
  change,
}: {
  trading: Trading
  change: (patch: SettingsUpdate) => void
}) {
  const { t } = useTranslation()
  const set = (patch: Partial<Trading>) => change({ trading: patch })
  const [sizes, setSizes] = useState<string | null>(null)
  const sizesInvalid = sizes !== null && parseQuickSizes(sizes) === null
  const commitSizes = () => {
    const parsed = sizes === null ? null : parseQuickSizes(sizes)
    if (parsed === null) return
    setSizes(null)
    set({ quickOrderSizes: parsed })
  }
  return (
    <div className="settings-grid">
      <SelectField
        id="trade-order-type"
        label={t('profile.trading.orderType')}
        value={trading.orderType}
        options={(['limit', 'market'] as const).map((v) => ({
          value: v,
          label: t(`profile.trading.orderTypes.${v}`),
        }))}
        onChange={(orderType) => set({ orderType })}
      />
      <SelectField
        id="trade-tif"
        label={t('profile.trading.timeInForce')}
        value={trading.timeInForce}
        options={(['GTC', 'IOC', 'FOK'] as const).map((v) => ({ value: v, label: v }))}
        onChange={(timeInForce) => set({ timeInForce })}
      />
      <FormField
        id="trade-quick-sizes"
        label={t('profile.trading.quickOrderSizes')}
        value={sizes ?? trading.quickOrderSizes.join(', ')}
        hint={t('profile.trading.quickOrderSizesHint')}
        error={sizesInvalid ? t('profile.trading.quickOrderSizesInvalid') : undefined}
        onChange={(e) => setSizes(e.target.value)}
        onBlur={commitSizes}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitSizes()
        }}
      />
      <NumberField
        id="trade-slippage"
        label={t('profile.trading.slippage')}
        value={trading.slippageTolerance}
        min={0}
        max={SLIPPAGE_TOLERANCE_MAX}
        onCommit={(slippageTolerance) => set({ slippageTolerance })}
      />
      <NumberField
        id="trade-leverage"
        label={t('profile.trading.leverage')}
        value={trading.leverage}
        min={LEVERAGE_MIN}
        max={LEVERAGE_MAX}
        integer
        onCommit={(leverage) => set({ leverage })}
      />
      <NumberField
        id="trade-stop-loss"
        label={t('profile.trading.stopLoss')}
        value={trading.stopLoss}
        min={0}
        max={100}
        onCommit={(stopLoss) => set({ stopLoss })}
      />
      <NumberField
        id="trade-take-profit"
        label={t('profile.trading.takeProfit')}
        value={trading.takeProfit}
        min={0}
        max={1000}
        onCommit={(takeProfit) => set({ takeProfit })}
      />
      <div className="settings-checks">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={trading.confirmOrders}
            onChange={(e) => set({ confirmOrders: e.target.checked })}
          />
          {t('profile.trading.confirmOrders')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={trading.autoClose}
            onChange={(e) => set({ autoClose: e.target.checked })}
          />
          {t('profile.trading.autoClose')}
        </label>
      </div>
    </div>
  )
}
