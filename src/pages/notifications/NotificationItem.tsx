import { exactTime, relativeTime } from '../../notifications/present.ts'
import type { AppNotification } from '../../notifications/view.ts'

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
  return (
    <li
      className={`notification-item${n.read ? '' : ' unread'}`}
      data-testid="notification-item"
      data-read={n.read ? 'true' : 'false'}
    >
      <div className="notification-main">
        <p className="notification-head">
          {!n.read && <span className="notification-unread-tag">Unread</span>}
          {n.priority === 'urgent' && <span className="notification-urgent-tag">Urgent</span>}
          <span className="notification-title">{n.title}</span>
        </p>
        <p className="notification-message">{n.message}</p>
        <p className="notification-meta">
          <span className="notification-category">{n.category}</span>
          <time dateTime={n.timestamp} title={exactTime(n.timestamp)}>
            {relativeTime(n.timestamp, now)}
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
            aria-label={`Mark read: ${n.title}`}
          >
            Mark read
          </button>
        )}
        <button
          type="button"
          className="btn btn-small"
          disabled={readOnly}
          onClick={() => onDelete(n.id)}
          aria-label={`Delete: ${n.title}`}
        >
          Delete
        </button>
      </div>
    </li>
  )
}
