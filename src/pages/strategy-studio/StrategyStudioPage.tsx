import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { useStrategyEvents } from '../../data/strategies-events.ts'
import { useCurrentStrategy } from '../../data/strategies-selection.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import '../../styles/strategies.css'
import { StrategyActions } from './StrategyActions.tsx'
import { StrategyEditor } from './StrategyEditor.tsx'
import { StrategyList } from './StrategyList.tsx'
import { StrategyOrders } from './StrategyOrders.tsx'
import { TemplateGallery } from './TemplateGallery.tsx'

/**
 * SPEC §2 /strategy-studio (issue 14): the templates gallery, the trader's strategies with status
 * and live performance, and the current strategy's actions, rule editor and live orders.
 */
export default function StrategyStudioPage() {
  const { t } = useTranslation()
  const online = useOnline()
  const localize = useLocalizeMessage()
  useStrategyEvents()
  const { strategies, current, choose } = useCurrentStrategy()
  const offline = !online || strategies.fetchStatus === 'paused'

  let body: ReactNode
  if (strategies.isError && !strategies.data) {
    body = (
      <p className="panel-error" role="alert" data-testid="strategies-error">
        {localize(strategies.error.message)}{' '}
        <button type="button" className="btn btn-small" onClick={() => void strategies.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  } else if (!strategies.data) {
    body = (
      <p className="panel-note" role="status" data-testid="strategies-loading">
        {offline ? t('strategies.offlineEmpty') : t('strategies.loading')}
      </p>
    )
  } else if (strategies.data.length === 0) {
    body = (
      <p className="empty" data-testid="strategies-empty">
        {t('strategies.none')}
      </p>
    )
  } else {
    body = (
      <>
        <StrategyList
          strategies={strategies.data}
          currentId={current?.id ?? null}
          choose={choose}
        />
        <StrategyActions strategy={current} />
        {current && (
          <>
            <StrategyEditor key={`${current.id}:${current.updatedAt}`} strategy={current} />
            <StrategyOrders strategyId={current.id} />
          </>
        )}
      </>
    )
  }

  return (
    <section className="page stg-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('titles.strategy-studio')}
      </h1>
      {offline && strategies.data && (
        <p className="panel-note warn" role="status" data-testid="strategies-offline">
          {t('strategies.offline')}
        </p>
      )}
      <TemplateGallery />
      {body}
      {/* Importing needs no strategy: the button is there when the list is empty too. */}
      {strategies.data?.length === 0 && <StrategyActions strategy={null} />}
    </section>
  )
}
