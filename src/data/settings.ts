import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Settings, SettingsUpdate } from '../../protocol/index.ts'
import type { EngineResult } from '../../workers/engine/api.ts'
import { applyTheme } from '../app/theme.ts'
import { getBridge } from '../bridge/connection.ts'
import { useOnline } from '../bridge/online.ts'
import { useSession } from '../bridge/session.ts'
import { setLanguage } from '../i18n/index.ts'
import { queryClient } from './query-client.ts'
import { applyPatch, mergePatch } from './settings-patch.ts'

export const settingsKeys = { all: ['settings'] as const }

/** Another browser's change shows when the trader comes back to this window, or within a minute. */
const FOLLOW_MS = 60_000

const settingsQuery = {
  queryKey: settingsKeys.all,
  queryFn: () => getBridge().getSettings(),
}

/** The user's settings (SPEC §9 defaults merged with what is stored). */
export const useSettings = () => useQuery(settingsQuery)

/**
 * Applies the theme and language of the settings to the whole app as they change. The app shell
 * calls it once; it is also the one reader that follows other browsers (focus, every minute).
 */
export function useApplySettings(): void {
  const { data } = useQuery({
    ...settingsQuery,
    refetchOnWindowFocus: 'always',
    refetchInterval: FOLLOW_MS,
  })
  const theme = data?.theme
  const language = data?.language
  useEffect(() => {
    if (theme) applyTheme(theme)
  }, [theme])
  useEffect(() => {
    if (language) void setLanguage(language)
  }, [language])
}

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string }

/**
 * Edits saved on change: shown at once, sent to the server, then "Saved". A failed save keeps
 * the value on screen and its change pending, so Retry (or the next change) sends it again.
 */
export function useSettingsEditor() {
  const settings = useSettings()
  const online = useOnline()
  const { offline } = useSession()
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' })
  const pending = useRef<SettingsUpdate>({})
  // What is not yet kept, for rendering (the ref is what the next send reads).
  const [unsaved, setUnsaved] = useState<SettingsUpdate>({})
  const sending = useRef(0)

  const send = useCallback(async () => {
    const patch = pending.current
    const ticket = ++sending.current
    setStatus({ kind: 'saving' })
    const res = await getBridge().updateSettings(patch)
    // A newer save is on its way; its answer (with this change in it) decides.
    if (ticket !== sending.current) return
    if (res.ok) {
      pending.current = {}
      setUnsaved({})
      queryClient.setQueryData(settingsKeys.all, res.value)
      setStatus({ kind: 'saved' })
    } else setStatus({ kind: 'failed', message: res.error.message })
  }, [])

  const change = useCallback(
    (patch: SettingsUpdate) => {
      pending.current = mergePatch(pending.current, patch)
      setUnsaved(pending.current)
      queryClient.setQueryData<Settings>(settingsKeys.all, (s) => (s ? applyPatch(s, patch) : s))
      void send()
    },
    [send],
  )

  return {
    // A change not yet kept stays on screen, even when a refetch brings the server's copy.
    settings: settings.data && applyPatch(settings.data, unsaved),
    loading: settings.isPending,
    readOnly: offline || !online,
    status,
    change,
    retry: () => void send(),
  }
}

/** Export, import and reset: the answer replaces the settings shown everywhere. */
async function replaced(run: Promise<EngineResult<Settings>>): Promise<EngineResult<Settings>> {
  const res = await run
  if (res.ok) queryClient.setQueryData(settingsKeys.all, res.value)
  return res
}
export const exportSettings = () => getBridge().exportSettings()
export const importSettings = (text: string) => replaced(getBridge().importSettings(text))
export const resetSettings = () => replaced(getBridge().resetSettings())
