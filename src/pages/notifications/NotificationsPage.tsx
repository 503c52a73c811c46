import { useState } from 'react'
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
import { PreferencesPanel } from './PreferencesPanel.tsx'
import './notifications.css'

/** SPEC §2 /notifications: the list with its filters and actions, and the preferences. */
export default function NotificationsPage() {
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
          Notifications
        </h1>
        <p className="notifications-count" role="status" data-testid="notifications-unread">
          {ready ? `${view.unread} unread` : ''}
        </p>
        <div className="notifications-bulk">
          <button
            type="button"
            className="btn btn-small"
            disabled={!ready || readOnly || view.unread === 0}
            onClick={() => void notificationActions.markAllRead()}
          >
            Mark all read
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={!ready || readOnly || view.items.length === 0}
            onClick={() => setConfirming(true)}
          >
            Clear all
          </button>
        </div>
      </div>
      <div className="notifications-layout">
        <div className="panel notifications-list-panel">
          {readOnly && (
            <p className="panel-note warn" role="status" data-testid="notifications-saved-note">
              Offline: saved notifications
              {view.asOf === null ? '' : `, last updated ${formatTime(view.asOf)}`}. Changes are
              unavailable until you are back online.
            </p>
          )}
          <NotificationFilters
            category={category}
            read={read}
            onCategory={setCategory}
            onRead={setRead}
          />
          {view.status === 'loading' && <ListSkeleton items={4} label="Loading notifications" />}
          {view.status === 'error' && (
            <p className="panel-error" role="alert">
              {view.error}
            </p>
          )}
          {ready && shown.length === 0 && (
            <p className="empty" data-testid="notifications-empty">
              {view.items.length === 0
                ? 'No notifications yet.'
                : 'No notifications match these filters.'}
            </p>
          )}
          {ready && shown.length > 0 && (
            <ul className="notification-list" aria-label="Notifications">
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
      <ConfirmDialog
        open={confirming}
        title="Clear all notifications?"
        confirmLabel="Clear all"
        tone="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void notificationActions.clearAll()
        }}
      >
        <p>Every notification is deleted, read or not. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  )
}
