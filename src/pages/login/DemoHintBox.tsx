import { useTranslation } from 'react-i18next'
import type { DemoHint } from '../../../protocol/index.ts'

type Enabled = Extract<DemoHint, { enabled: true }>

export function DemoHintBox({ hint, onUse }: { hint: Enabled; onUse: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="demo-hint" data-testid="demo-hint">
      <p>
        {t('auth.demo.admin')} <code>{hint.email}</code> / <code>{hint.password}</code>
      </p>
      <p>
        {t('auth.demo.trader')} <code>{hint.traderEmail}</code> {t('auth.demo.samePassword')}
      </p>
      <button type="button" className="btn btn-small" onClick={onUse}>
        {t('auth.demo.use')}
      </button>
    </div>
  )
}
