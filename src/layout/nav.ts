/** The sidebar of SPEC §2, labels and paths exactly, and its search rules. */
export interface NavLink {
  label: string
  to: string
}

export interface NavGroup {
  id: string
  label: string
  to: string
  children: NavLink[]
  defaultOpen: boolean
}

export type NavEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'group' } & NavGroup)

export const NAV: readonly NavEntry[] = [
  { kind: 'link', label: 'Dashboard', to: '/dashboard' },
  { kind: 'link', label: 'Wallet', to: '/wallet' },
  {
    kind: 'group',
    id: 'trading',
    label: 'Trading',
    to: '/trading',
    defaultOpen: true,
    children: [
      { label: 'Trading Dashboard', to: '/trading' },
      { label: 'Spot Trading', to: '/spot' },
      { label: 'Perpetuals', to: '/perps' },
      { label: 'Options', to: '/options' },
      { label: 'Order Management', to: '/orders' },
    ],
  },
  {
    kind: 'group',
    id: 'defi',
    label: 'DeFi',
    to: '/defi',
    defaultOpen: true,
    children: [
      { label: 'Liquidity Pools', to: '/defi' },
      { label: 'Flash Arbitrage', to: '/flash-arbitrage' },
      { label: 'Microstructure', to: '/microstructure' },
    ],
  },
  {
    kind: 'group',
    id: 'ai',
    label: 'AI & ML',
    to: '/ai-swarm',
    defaultOpen: false,
    children: [
      { label: 'AI Swarm', to: '/ai-swarm' },
      { label: 'AI Assistant', to: '/ai-assistant' },
      { label: 'Strategy Studio', to: '/strategy-studio' },
      { label: 'Quantum ML', to: '/quantum' },
    ],
  },
  {
    kind: 'group',
    id: 'analytics',
    label: 'Analytics',
    to: '/portfolio-analytics',
    defaultOpen: false,
    children: [
      { label: 'Portfolio', to: '/portfolio' },
      { label: 'Risk Analysis', to: '/risk' },
      { label: 'Market Scanner', to: '/scanner' },
      { label: 'Sentiment', to: '/sentiment' },
    ],
  },
  { kind: 'link', label: 'Social Trading', to: '/social' },
  { kind: 'link', label: 'ZK Trading', to: '/zk-trading' },
  { kind: 'link', label: 'Charts', to: '/charts' },
  { kind: 'link', label: 'Mobile App', to: '/mobile' },
]

export type VisibleEntry =
  | ({ kind: 'link' } & NavLink)
  | ({ kind: 'group' } & NavGroup & { visible: NavLink[]; forceOpen: boolean })

const matches = (label: string, q: string) => label.toLowerCase().includes(q)

/**
 * Entries left by a search on labels. A group stays when its own label or a child's matches;
 * it shows only the matching children (all of them when its own label matches) and is forced
 * open when a child matches.
 */
export function filterNav(entries: readonly NavEntry[], query: string): VisibleEntry[] {
  const q = query.trim().toLowerCase()
  const out: VisibleEntry[] = []
  for (const e of entries) {
    if (e.kind === 'link') {
      if (!q || matches(e.label, q)) out.push(e)
      continue
    }
    if (!q) {
      out.push({ ...e, visible: e.children, forceOpen: false })
      continue
    }
    const hits = e.children.filter((c) => matches(c.label, q))
    if (hits.length > 0) out.push({ ...e, visible: hits, forceOpen: true })
    else if (matches(e.label, q)) out.push({ ...e, visible: e.children, forceOpen: false })
  }
  return out
}

export function defaultOpenGroups(entries: readonly NavEntry[] = NAV): Record<string, boolean> {
  const open: Record<string, boolean> = {}
  for (const e of entries) if (e.kind === 'group') open[e.id] = e.defaultOpen
  return open
}

export function isGroupOpen(
  group: { id: string; forceOpen: boolean },
  open: Readonly<Record<string, boolean>>,
): boolean {
  return group.forceOpen || open[group.id] === true
}

/** True when the group holds the page at `pathname`. */
export function groupContains(group: NavGroup, pathname: string): boolean {
  return group.children.some((c) => c.to === pathname) || group.to === pathname
}

/**
 * The menu in the trader's language, for showing and searching: each label is looked up by the
 * group's id or the link's path (without its slash), the English label standing in for a miss.
 */
export function localizeNav(
  entries: readonly NavEntry[],
  label: (kind: 'groups' | 'links', key: string, english: string) => string,
): NavEntry[] {
  const link = (l: NavLink): NavLink => ({ ...l, label: label('links', l.to.slice(1), l.label) })
  return entries.map((e) =>
    e.kind === 'link'
      ? { ...e, ...link(e) }
      : { ...e, label: label('groups', e.id, e.label), children: e.children.map(link) },
  )
}
