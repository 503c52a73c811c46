import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_API_KEYS, type ApiKey, type CreatedApiKey } from '../../../../protocol/index.ts'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { useOnline } from '../../../bridge/online.ts'
import { useApiKeys, useRevokeApiKey } from '../../../data/api-keys.ts'
import { ApiKeyRow } from './ApiKeyRow.tsx'
import { CreateKeyForm } from './CreateKeyForm.tsx'
import { useApiKeyMessage } from './messages.ts'
import { NewKeySecret } from './NewKeySecret.tsx'
import './api-keys.css'

/** /profile's API keys: create (secret shown once), list with last use, revoke. */
export function ApiKeysSection() {
  const online = useOnline()
  const keys = useApiKeys()
  const revoke = useRevokeApiKey()
  const message = useApiKeyMessage()
  const { t } = useTranslation()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)

  const confirmRevoke = (k: ApiKey) =>
    revoke.mutate(k.id, {
      onSuccess: () => toast.success(t('apiKeys.revoked', { name: k.name })),
      onError: (err) => toast.error(message(err.message)),
      onSettled: () => setRevoking(null),
    })

  const full = (keys.data?.length ?? 0) >= MAX_API_KEYS
  let body
  if (keys.isPending) body = <p className="panel-note">{t('apiKeys.loading')}</p>
  else if (keys.isError)
    body = (
      <div className="panel-error" role="alert">
        {online ? message(keys.error.message) : t('apiKeys.offline')}{' '}
        <button type="button" className="btn" onClick={() => void keys.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  else if (keys.data.length === 0) body = <p className="panel-note">{t('apiKeys.none')}</p>
  else
    body = (
      <ul className="api-key-list" aria-label={t('apiKeys.list')}>
        {keys.data.map((k) => (
          <ApiKeyRow
            key={k.id}
            apiKey={k}
            busy={revoke.isPending || !online}
            onRevoke={setRevoking}
          />
        ))}
      </ul>
    )

  return (
    <section className="panel" aria-labelledby="api-keys-title">
      <div className="panel-header">
        <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      </div>
      <p className="panel-note">{t('apiKeys.intro')}</p>
      {created && <NewKeySecret created={created} onDone={() => setCreated(null)} />}
      <CreateKeyForm disabled={!online || full} onCreated={setCreated} />
      {!online && <p className="panel-note warn">{t('apiKeys.offline')}</p>}
      {online && full && <p className="panel-note">{t('apiKeys.limit', { max: MAX_API_KEYS })}</p>}
      {body}
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.confirmTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiKeys.confirm')}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => revoking && confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('apiKeys.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  )
}
