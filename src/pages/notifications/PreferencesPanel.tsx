import { useTranslation } from 'react-i18next'
import type { NotificationPreferences } from '../../../protocol/index.ts'
import {
  useLocalNotificationSettings,
  useNotificationPreferences,
  useSaveLocalNotificationSettings,
  useSaveNotificationPreferences,
} from '../../data/notifications.ts'
import { desktopPermission } from '../../notifications/alert.ts'
import { Switch } from './Switch.tsx'

const SERVER_SWITCHES: (keyof NotificationPreferences)[] = [
  'inApp',
  'email',
  'push',
  'sms',
  'sound',
  'tradingAlerts',
  'priceAlerts',
  'newsAlerts',
  'systemAlerts',
  'marketingAlerts',
]

/** The server's preferences (follow the trader everywhere) and this browser's own switches. */
export function PreferencesPanel({ offline }: { offline: boolean }) {
  const { t } = useTranslation()
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
      <h2 id="notification-prefs-title">{t('notifications.prefs.title')}</h2>
      {prefs.isError && (
        <p className="panel-error" role="alert">
          {prefs.error.message}
        </p>
      )}
      {prefs.data && (
        <fieldset className="notification-switches" disabled={readOnly}>
          <legend>{t('notifications.prefs.account')}</legend>
          {SERVER_SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`notifications.prefs.switches.${key}`)}
              checked={prefs.data.value[key]}
              onChange={(on) => save.mutate({ [key]: on })}
            />
          ))}
          <p className="notification-hint">{t('notifications.prefs.alwaysDelivered')}</p>
        </fieldset>
      )}
      {!prefs.data && !prefs.isError && <p className="empty">{t('notifications.prefs.loading')}</p>}
      {local.data && (
        <fieldset className="notification-switches">
          <legend>{t('notifications.prefs.browser')}</legend>
          <Switch
            label={t('notifications.prefs.sound')}
            checked={local.data.soundEnabled}
            onChange={(on) => saveLocal.mutate({ ...local.data, soundEnabled: on })}
          />
          <Switch
            label={t('notifications.prefs.desktop')}
            checked={local.data.desktopEnabled && permission === 'granted'}
            disabled={permission === 'unsupported' || permission === 'denied'}
            onChange={(on) => void setDesktop(on)}
          />
          {permission === 'denied' && (
            <p className="notification-hint">{t('notifications.prefs.desktopBlocked')}</p>
          )}
        </fieldset>
      )}
    </section>
  )
}
