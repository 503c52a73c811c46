import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  API_KEY_DEFAULT_PERMISSIONS,
  API_KEY_NAME_MAX,
  type ApiKeyPermission,
  type CreatedApiKey,
} from '../../../../protocol/index.ts'
import { toast } from '../../../components/toast/toast.ts'
import { useCreateApiKey } from '../../../data/api-keys.ts'
import { useApiKeyMessage } from './messages.ts'

const PERMISSIONS: readonly ApiKeyPermission[] = ['read', 'trade']

/** Name and permissions (SPEC §6: read and trade ticked by default). */
export function CreateKeyForm(props: {
  disabled: boolean
  onCreated: (created: CreatedApiKey) => void
}) {
  const { t } = useTranslation()
  const message = useApiKeyMessage()
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [granted, setGranted] = useState<ApiKeyPermission[]>([...API_KEY_DEFAULT_PERMISSIONS])
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({})

  const toggle = (p: ApiKeyPermission, on: boolean) =>
    setGranted((g) =>
      on ? PERMISSIONS.filter((x) => x === p || g.includes(x)) : g.filter((x) => x !== p),
    )

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = {
      ...(name.trim() === '' ? { name: t('apiKeys.nameRequired') } : {}),
      ...(granted.length === 0 ? { permissions: t('apiKeys.permissionRequired') } : {}),
    }
    setErrors(found)
    if (found.name ?? found.permissions) return
    create.mutate(
      { name: name.trim(), permissions: granted },
      {
        onSuccess: (created) => {
          setName('')
          setGranted([...API_KEY_DEFAULT_PERMISSIONS])
          props.onCreated(created)
        },
        onError: (err) => toast.error(message(err.message)),
      },
    )
  }

  return (
    <form className="form api-key-form" noValidate onSubmit={submit} aria-label={t('apiKeys.form')}>
      <div className={`field${errors.name ? ' has-error' : ''}`}>
        <label htmlFor="api-key-name">{t('apiKeys.name')}</label>
        <div className="input-wrap">
          <input
            id="api-key-name"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby="api-key-name-note"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <span id="api-key-name-note" className={errors.name ? 'field-error' : 'field-hint'}>
          {errors.name ?? t('apiKeys.nameHint')}
        </span>
      </div>
      <fieldset className="api-key-permissions" aria-describedby="api-key-permissions-note">
        <legend>{t('apiKeys.permissions')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="checkbox">
            <input
              type="checkbox"
              checked={granted.includes(p)}
              onChange={(e) => toggle(p, e.target.checked)}
            />
            <span>
              <strong>{t(`apiKeys.permission.${p}`)}</strong>
              <span className="field-hint"> {t(`apiKeys.permissionHint.${p}`)}</span>
            </span>
          </label>
        ))}
        {errors.permissions && (
          <span id="api-key-permissions-note" className="field-error">
            {errors.permissions}
          </span>
        )}
      </fieldset>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={props.disabled || create.isPending}
      >
        {t(create.isPending ? 'apiKeys.creating' : 'apiKeys.create')}
      </button>
    </form>
  )
}
