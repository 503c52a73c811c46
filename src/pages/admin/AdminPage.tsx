import { useState } from 'react'
import { useOnline } from '../../bridge/online.ts'
import { TabPanel, Tabs, type TabItem } from '../../trading/orders/Tabs.tsx'
import { AuditTab } from './AuditTab.tsx'
import { MarketsTab } from './MarketsTab.tsx'
import { SystemTab } from './SystemTab.tsx'
import { UsersTab } from './UsersTab.tsx'
import './admin.css'

// KYC review and the mail outbox join here as tabs when those features exist.
type AdminTab = 'users' | 'markets' | 'system' | 'audit'
const TABS: readonly TabItem<AdminTab>[] = [
  { id: 'users', label: 'Users' },
  { id: 'markets', label: 'Markets' },
  { id: 'system', label: 'System' },
  { id: 'audit', label: 'Audit log' },
]

/** SPEC §2 admin panel (admins only; the route guard and every endpoint check the role). */
export default function AdminPage() {
  const [tab, setTab] = useState<AdminTab>('users')
  const online = useOnline()
  return (
    <section className="page admin-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Admin Panel
      </h1>
      {!online && (
        <p className="panel-note warn admin-offline" role="status">
          You are offline: the panel shows the last figures it got, and changes need a connection.
        </p>
      )}
      <Tabs label="Administration" idPrefix="admin" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="admin" id={tab}>
        {tab === 'users' && <UsersTab online={online} />}
        {tab === 'markets' && <MarketsTab online={online} />}
        {tab === 'system' && <SystemTab />}
        {tab === 'audit' && <AuditTab />}
      </TabPanel>
    </section>
  )
}
