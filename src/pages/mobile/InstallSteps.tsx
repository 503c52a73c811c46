import { Trans, useTranslation } from 'react-i18next'

const BOLD = { b: <strong /> }

/** How to install from each phone's browser menu, for when no install button is offered. */
export function InstallSteps() {
  const { t } = useTranslation()
  return (
    <>
      <section className="panel mobile-panel" aria-labelledby="android-title">
        <h2 id="android-title">{t('mobile.android.title')}</h2>
        <ol className="mobile-steps">
          <li>{t('mobile.android.open')}</li>
          <li>
            <Trans i18nKey="mobile.android.install" components={BOLD} />
          </li>
          <li>{t('mobile.android.confirm')}</li>
        </ol>
      </section>
      <section className="panel mobile-panel" aria-labelledby="iphone-title">
        <h2 id="iphone-title">{t('mobile.iphone.title')}</h2>
        <ol className="mobile-steps">
          <li>{t('mobile.iphone.open')}</li>
          <li>
            <Trans i18nKey="mobile.iphone.share" components={BOLD} />
          </li>
          <li>
            <Trans i18nKey="mobile.iphone.add" components={BOLD} />
          </li>
        </ol>
      </section>
    </>
  )
}
