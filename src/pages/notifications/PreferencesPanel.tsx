import type { NotificationPreferences } from '../../../protocol/index.ts'
import {
  useLocalNotificationSettings,
  useNotificationPreferences,
  useSaveLocalNotificationSettings,
  useSaveNotificationPreferences,
} from '../../data/notifications.ts'
import { desktopPermission } from '../../notifications/alert.ts'
import { Switch } from './Switch.tsx'

const SERVER_SWITCHES: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'inApp', label: 'In-app notifications' },
  { key: 'email', label: 'Email' },
  { key: 'push', label: 'Push' },
  { key: 'sms', label: 'SMS' },
  { key: 'sound', label: 'Sound' },
  { key: 'tradingAlerts', label: 'Trading alerts' },
  { key: 'priceAlerts', label: 'Price alerts' },
  { key: 'newsAlerts', label: 'News alerts' },
  { key: 'systemAlerts', label: 'System alerts' },
  { key: 'marketingAlerts', label: 'Marketing' },
]

/** The server's preferences (follow the trader everywhere) and this browser's own switches. */
export function PreferencesPanel({ offline }: { offline: boolean }) {
  const prefs = useNotificationPreferences()
  const save = useSaveNotificationPreferences()
  const local = useLocalNotificationSettings()
  const saveLocal = useSaveLocalNotificationSettings()
  const readOnly = offline || prefs.data?.fromCache === true || save.isPending
  const permission = desktopPermission()

  async function setDesktop(on: boolean): Promise<void> {
    if (!local.data) return
    let allowed = permission === 'granted'
    // Asked only from the switch: a browser refuses permission prompts nobody clicked for.
    if (on && permission === 'default')
      allowed = (await Notification.requestPermission()) === 'granted'
    saveLocal.mutate({ ...local.data, desktopEnabled: on && allowed })
  }

  return (
    <section className="panel notification-prefs" aria-labelledby="notification-prefs-title">
      <h2 id="notification-prefs-title">Preferences</h2>
      {prefs.isError && (
        <p className="panel-error" role="alert">
          {prefs.error.message}
        </p>
      )}
      {prefs.data && (
        <fieldset className="notification-switches" disabled={readOnly}>
          <legend>Your account</legend>
          {SERVER_SWITCHES.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={prefs.data.value[key]}
              onChange={(on) => save.mutate({ [key]: on })}
            />
          ))}
          <p className="notification-hint">Security and account notices are always delivered.</p>
        </fieldset>
      )}
      {!prefs.data && !prefs.isError && <p className="empty">Loading preferences…</p>}
      {local.data && (
        <fieldset className="notification-switches">
          <legend>This browser</legend>
          <Switch
            label="Sound"
            checked={local.data.soundEnabled}
            onChange={(on) => saveLocal.mutate({ ...local.data, soundEnabled: on })}
          />
          <Switch
            label="Desktop notifications"
            checked={local.data.desktopEnabled && permission === 'granted'}
            disabled={permission === 'unsupported' || permission === 'denied'}
            onChange={(on) => void setDesktop(on)}
          />
          {permission === 'denied' && (
            <p className="notification-hint">
              Desktop notifications are blocked in this browser's site settings.
            </p>
          )}
        </fieldset>
      )}
    </section>
  )
}
