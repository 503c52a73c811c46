import { useTranslation } from 'react-i18next'
import { exactTime } from '../../notifications/present.ts'
import type { AppNotification } from '../../notifications/view.ts'
import { localizeAlertNotice } from './alert-notice.ts'
import { ageOf } from './relative-time.ts'

interface NotificationItemProps {
  n: AppNotification
  now: number
  /** Offline: the saved copy is read-only. */
  readOnly: boolean
  onMarkRead: (id: string) => void
  onDelete: (id: string) => void
}

/** One notification; unread ones carry a word and a bold title, not only a colour. */
export function NotificationItem({
  n,
  now,
  readOnly,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const { t } = useTranslation()
  const age = ageOf(n.timestamp, now)
  const title = localizeAlertNotice(t, n.title)
  return (
    <li
      className={`notification-item${n.read ? '' : ' unread'}`}
      data-testid="notification-item"
      data-read={n.read ? 'true' : 'false'}
    >
      <div className="notification-main">
        <p className="notification-head">
          {!n.read && (
            <span className="notification-unread-tag">{t('notifications.item.unread')}</span>
          )}
          {n.priority === 'urgent' && (
            <span className="notification-urgent-tag">{t('notifications.item.urgent')}</span>
          )}
          <span className="notification-title">{title}</span>
        </p>
        <p className="notification-message">{localizeAlertNotice(t, n.message)}</p>
        <p className="notification-meta">
          <span className="notification-category">
            {t(`notifications.categories.${n.category}`)}
          </span>
          <time dateTime={n.timestamp} title={exactTime(n.timestamp)}>
            {t(`notifications.time.${age.key}`, { n: age.n })}
          </time>
          <span className="visually-hidden">, {exactTime(n.timestamp)}</span>
        </p>
      </div>
      <div className="notification-actions">
        {!n.read && (
          <button
            type="button"
            className="btn btn-small"
            disabled={readOnly}
            onClick={() => onMarkRead(n.id)}
            aria-label={t('notifications.item.markReadLabel', { title })}
          >
            {t('notifications.item.markRead')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small"
          disabled={readOnly}
          onClick={() => onDelete(n.id)}
          aria-label={t('notifications.item.deleteLabel', { title })}
        >
          {t('notifications.item.delete')}
        </button>
      </div>
    </li>
  )
}
