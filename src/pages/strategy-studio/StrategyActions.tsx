import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '@tanstack/react-router'
import type { Strategy } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import {
  exportStrategy,
  toastStrategyFailure,
  useDeleteStrategy,
  useImportStrategy,
  useUpdateStrategy,
} from '../../data/strategies-actions.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

/** Saves the export as a JSON file the way a browser saves a download. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name.replace(/[^\w.-]+/g, '_') || 'strategy'}.json`
  a.click()
  URL.revokeObjectURL(url)
}

/** What the trader can do with the selected strategy, and importing a new one from a file. */
export function StrategyActions({ strategy }: { strategy: Strategy | null }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const navigate = useNavigate()
  const update = useUpdateStrategy()
  const remove = useDeleteStrategy()
  const importer = useImportStrategy()
  const [importError, setImportError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const file = useRef<HTMLInputElement>(null)
  const k = 'strategies.actions'
  const active = strategy?.status === 'active'

  const onFile = async (f: File | undefined) => {
    if (!f) return
    setImportError(null)
    const text = await f.text()
    importer.mutate(text, {
      onSuccess: (s) => toast.success(t(`${k}.imported`, { name: s.name })),
      onError: (err) => setImportError(err.message),
    })
    if (file.current) file.current.value = ''
  }

  return (
    <section className="stg-toolbar" aria-label={t(`${k}.title`)}>
      {strategy && (
        <>
          <button
            type="button"
            className={active ? 'btn' : 'btn btn-primary'}
            disabled={update.isPending}
            data-testid="strategy-toggle"
            onClick={() =>
              update.mutate({ id: strategy.id, patch: { status: active ? 'paused' : 'active' } })
            }
          >
            {active ? t(`${k}.pause`) : t(`${k}.activate`)}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="strategy-backtest"
            onClick={() => void navigate({ to: '/backtesting' })}
          >
            {t(`${k}.backtest`)}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="strategy-optimise"
            onClick={() => void navigate({ to: '/backtesting', hash: 'optimise' })}
          >
            {t(`${k}.optimise`)}
          </button>
          <button
            type="button"
            className="btn"
            data-testid="strategy-export"
            onClick={() =>
              void exportStrategy(strategy.id).then(
                (data) => download(strategy.name, JSON.stringify(data, null, 2)),
                toastStrategyFailure,
              )
            }
          >
            {t(`${k}.export`)}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            data-testid="strategy-delete"
            onClick={() => setConfirming(true)}
          >
            {t(`${k}.delete`)}
          </button>
        </>
      )}
      <label className="btn stg-file">
        {importer.isPending ? t(`${k}.importing`) : t(`${k}.import`)}
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          data-testid="strategy-import"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </label>
      {importError && (
        <p className="panel-error" role="alert" data-testid="import-error">
          {localize(importError)}
        </p>
      )}
      {strategy && (
        <ConfirmDialog
          open={confirming}
          title={t(`${k}.deleteTitle`, { name: strategy.name })}
          confirmLabel={t(`${k}.delete`)}
          tone="danger"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(strategy.id, {
              onSuccess: () => {
                setConfirming(false)
                toast.success(t(`${k}.deleted`))
              },
            })
          }
        >
          <p>{t(`${k}.deleteBody`)}</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
