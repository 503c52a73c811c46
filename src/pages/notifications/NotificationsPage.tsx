import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAtomValue } from '../../app/store.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { ListSkeleton } from '../../components/skeletons/ListSkeleton.tsx'
import { notificationActions } from '../../data/notifications.ts'
import { formatTime } from '../../lib/format.ts'
import { useNow } from '../../lib/use-now.ts'
import {
  filterNotifications,
  type CategoryFilter,
  type ReadFilter,
} from '../../notifications/present.ts'
import { notificationsViewAtom } from '../../notifications/view.ts'
import { NotificationFilters } from './NotificationFilters.tsx'
import { NotificationItem } from './NotificationItem.tsx'
import { AlertsPanel } from './AlertsPanel.tsx'
import { PreferencesPanel } from './PreferencesPanel.tsx'
import './notifications.css'

/** SPEC §2 /notifications: the list with its filters and actions, the preferences, the price alerts. */
export default function NotificationsPage() {
  const { t } = useTranslation()
  const view = useAtomValue(notificationsViewAtom)
  const now = useNow(30_000)
  const [category, setCategory] = useState<CategoryFilter>('all')
  const [read, setRead] = useState<ReadFilter>('all')
  const [confirming, setConfirming] = useState(false)
  const shown = filterNotifications(view.items, category, read)
  const readOnly = view.fromCache
  const ready = view.status === 'ready'

  return (
    <section className="page notifications-page" aria-labelledby="page-title">
      <div className="notifications-header">
        <h1 id="page-title" className="page-title">
          {t('notifications.title')}
        </h1>
        <p className="notifications-count" role="status" data-testid="notifications-unread">
          {ready ? t('notifications.unread', { count: view.unread }) : ''}
        </p>
        <div className="notifications-bulk">
          <button
            type="button"
            className="btn btn-small"
            disabled={!ready || readOnly || view.unread === 0}
            onClick={() => void notificationActions.markAllRead()}
          >
            {t('notifications.markAllRead')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={!ready || readOnly || view.items.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('notifications.clearAll')}
          </button>
        </div>
      </div>
      <div className="notifications-layout">
        <div className="panel notifications-list-panel">
          {readOnly && (
            <p className="panel-note warn" role="status" data-testid="notifications-saved-note">
              {view.asOf === null
                ? t('notifications.offline')
                : t('notifications.offlineAt', { time: formatTime(view.asOf) })}
            </p>
          )}
          <NotificationFilters
            category={category}
            read={read}
            onCategory={setCategory}
            onRead={setRead}
          />
          {view.status === 'loading' && (
            <ListSkeleton items={4} label={t('notifications.loading')} />
          )}
          {view.status === 'error' && (
            <p className="panel-error" role="alert">
              {view.error}
            </p>
          )}
          {ready && shown.length === 0 && (
            <p className="empty" data-testid="notifications-empty">
              {view.items.length === 0
                ? t('notifications.empty')
                : t('notifications.emptyFiltered')}
            </p>
          )}
          {ready && shown.length > 0 && (
            <ul className="notification-list" aria-label={t('notifications.listLabel')}>
              {shown.map((n) => (
                <NotificationItem
                  key={n.id}
                  n={n}
                  now={now}
                  readOnly={readOnly}
                  onMarkRead={(id) => void notificationActions.markRead(id)}
                  onDelete={(id) => void notificationActions.remove(id)}
                />
              ))}
            </ul>
          )}
        </div>
        <PreferencesPanel offline={readOnly} />
      </div>
      <AlertsPanel />
      <ConfirmDialog
        open={confirming}
        title={t('notifications.confirm.title')}
        confirmLabel={t('notifications.clearAll')}
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void notificationActions.clearAll()
        }}
      >
        <p>{t('notifications.confirm.body')}</p>
      </ConfirmDialog>
    </section>
  )
}
