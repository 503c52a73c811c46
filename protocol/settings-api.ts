import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import {
  chartSettings,
  currency,
  displaySettings,
  language,
  preferenceNotifications,
  securitySettings,
  settings,
  SETTINGS_PARTS,
  shortcutSettings,
  themeSetting,
  timeZone,
  tradingSettings,
} from './settings.ts'

/** SPEC §5 and §8, word for word: an import lacking theme, chart or trading. */
export const INVALID_SETTINGS_FORMAT = 'Invalid settings format'

/** The parts PUT /settings may change: all but security, objects partially. */
const updatableParts = {
  ...SETTINGS_PARTS,
  chart: chartSettings.partial().strict(),
  trading: tradingSettings.partial().strict(),
  display: displaySettings.partial().strict(),
  notifications: preferenceNotifications.partial().strict(),
  shortcuts: shortcutSettings.partial().strict(),
}

/** PUT /settings: any parts but security; unknown keys are refused. */
export const settingsUpdate = z.object(updatableParts).omit({ security: true }).partial().strict()
export type SettingsUpdate = z.infer<typeof settingsUpdate>

export const securityUpdate = securitySettings.partial().strict()
export type SecurityUpdate = z.infer<typeof securityUpdate>

const IMPORT_REQUIRED = ['theme', 'chart', 'trading'] as const

/**
 * POST /settings/import: an exported document. Theme, chart and trading must be there (SPEC §5:
 * "Invalid settings format" for each one missing); a security part is accepted and ignored.
 */
export const settingsImport = settingsUpdate
  .extend({ security: z.unknown().optional() })
  .strict()
  .superRefine((doc, ctx) => {
    for (const key of IMPORT_REQUIRED)
      if (doc[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: INVALID_SETTINGS_FORMAT })
  })
export type SettingsImport = z.infer<typeof settingsImport>

/** SPEC §3 user preferences: the settings' theme, language, currency and timezone, and flags. */
export const userPreferences = z.object({
  theme: themeSetting,
  language,
  currency,
  timezone: timeZone,
  notifications: preferenceNotifications,
})
export type UserPreferences = z.infer<typeof userPreferences>

export const preferencesUpdate = userPreferences
  .extend({ notifications: preferenceNotifications.partial().strict() })
  .partial()
  .strict()
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>

export const settingsApi = {
  getSettings: endpoint({
    method: 'GET',
    path: '/settings',
    auth: 'user',
    summary: 'The caller’s settings: SPEC §9 defaults merged with what is stored',
    response: settings,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/settings',
    auth: 'user',
    summary: 'Changes any parts but security (objects partially); answers the whole settings',
    body: settingsUpdate,
    response: settings,
  }),
  updateSecuritySettings: endpoint({
    method: 'PUT',
    path: '/settings/security',
    auth: 'user',
    summary: 'Changes the security part (session timeout, withdrawal password, API key defaults)',
    body: securityUpdate,
    response: settings,
  }),
  resetSettings: endpoint({
    method: 'POST',
    path: '/settings/reset',
    auth: 'user',
    summary: 'Back to the defaults, keeping the security settings',
    response: settings,
  }),
  exportSettings: endpoint({
    method: 'GET',
    path: '/settings/export',
    auth: 'user',
    summary: 'The whole settings as a JSON document (tradedesk-settings.json)',
    response: settings,
  }),
  importSettings: endpoint({
    method: 'POST',
    path: '/settings/import',
    auth: 'user',
    summary: 'Replaces the settings by an exported document; its security part is ignored',
    body: settingsImport,
    response: settings,
  }),
  getPreferences: endpoint({
    method: 'GET',
    path: '/users/preferences',
    auth: 'user',
    summary: 'Theme, language, currency, timezone and notification flags',
    response: userPreferences,
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/users/preferences',
    auth: 'user',
    summary: 'Changes preferences (the same values as the settings show)',
    body: preferencesUpdate,
    response: userPreferences,
  }),
}
