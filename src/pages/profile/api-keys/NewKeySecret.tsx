import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreatedApiKey } from '../../../../protocol/index.ts'
import { toast } from '../../../components/toast/toast.ts'

/** The new key's secret, shown this once, with Copy; gone after "I have saved it". */
export function NewKeySecret(props: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // Focus moves here so a keyboard or screen-reader user meets the secret at once.
  useEffect(() => heading.current?.focus(), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.created.key)
      toast.success(t('apiKeys.copied'))
    } catch {
      toast.error(t('apiKeys.copyFailed'))
    }
  }

  return (
    <div className="api-key-secret" role="region" aria-labelledby="api-key-secret-title">
      <h3 id="api-key-secret-title" ref={heading} tabIndex={-1}>
        {t('apiKeys.createdTitle', { name: props.created.name })}
      </h3>
      <p>{t('apiKeys.createdBody')}</p>
      <label className="field">
        <span>{t('apiKeys.secretLabel')}</span>
        <input
          className="api-key-value"
          readOnly
          value={props.created.key}
          data-testid="api-key-secret"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <div className="api-key-buttons">
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('apiKeys.copy')}
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onDone}>
          {t('apiKeys.done')}
        </button>
      </div>
    </div>
  )
}
