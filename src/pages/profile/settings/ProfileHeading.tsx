import { useTranslation } from 'react-i18next'

/** The page's heading and summary, in the trader's language. */
export function ProfileHeading({ offline }: { offline: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <h1 id="page-title" className="page-title">
        {t('profile.title')}
      </h1>
      <p className="page-summary">{t(offline ? 'profile.summaryOffline' : 'profile.summary')}</p>
    </>
  )
}
