import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { TabPanel, Tabs, type TabItem } from '../../trading/orders/Tabs.tsx'
import { AuditTab } from './AuditTab.tsx'
import { KycTab } from './KycTab.tsx'
import { MailTab } from './MailTab.tsx'
import { MarketsTab } from './MarketsTab.tsx'
import { SystemTab } from './SystemTab.tsx'
import { UsersTab } from './UsersTab.tsx'
import './admin.css'

type AdminTab = 'users' | 'kyc' | 'mail' | 'markets' | 'system' | 'audit'
const TAB_IDS: readonly AdminTab[] = ['users', 'kyc', 'mail', 'markets', 'system', 'audit']

/** SPEC §2 admin panel (admins only; the route guard and every endpoint check the role). */
export default function AdminPage() {
  const [tab, setTab] = useState<AdminTab>('users')
  const online = useOnline()
  const { t } = useTranslation()
  const tabs: TabItem<AdminTab>[] = TAB_IDS.map((id) => ({ id, label: t(`admin.tabs.${id}`) }))
  return (
    <section className="page admin-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('admin.title')}
      </h1>
      {!online && (
        <p className="panel-note warn admin-offline" role="status">
          {t('admin.offline')}
        </p>
      )}
      <Tabs
        label={t('admin.tabsLabel')}
        idPrefix="admin"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel idPrefix="admin" id={tab}>
        {tab === 'users' && <UsersTab online={online} />}
        {tab === 'kyc' && <KycTab online={online} />}
        {tab === 'mail' && <MailTab />}
        {tab === 'markets' && <MarketsTab online={online} />}
        {tab === 'system' && <SystemTab />}
        {tab === 'audit' && <AuditTab />}
      </TabPanel>
    </section>
  )
}
