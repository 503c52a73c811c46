import { useTranslation } from 'react-i18next'
import { API_KEY_MSG, API_KEYS_FAILED, MAX_API_KEYS } from '../../../../protocol/index.ts'
import { useLocalizeMessage } from '../../../i18n/known-messages.ts'

/** The engine's and server's English texts about keys, in the trader's language. */
export function useApiKeyMessage(): (message: string) => string {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  return (message) => {
    switch (message) {
      case API_KEYS_FAILED.list:
        return t('apiKeys.messages.list')
      case API_KEYS_FAILED.create:
        return t('apiKeys.messages.create')
      case API_KEYS_FAILED.revoke:
        return t('apiKeys.messages.revoke')
      case API_KEY_MSG.tooMany:
        return t('apiKeys.messages.tooMany', { max: MAX_API_KEYS })
      case API_KEY_MSG.notFound:
        return t('apiKeys.messages.notFound')
      default:
        return localize(message)
    }
  }
}
