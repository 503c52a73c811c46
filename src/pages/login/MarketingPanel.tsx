const CLAIMS = [
  { title: 'AI swarm trading', text: 'Coordinated agents watch every market you follow.' },
  { title: 'Quantum value-at-risk', text: 'Risk models that see the tails others miss.' },
  { title: 'Flash loans', text: 'Capital-free arbitrage across DeFi venues.' },
  { title: 'Smart routing', text: 'Best execution across pools, books and chains.' },
]

export function MarketingPanel() {
  return (
    <aside className="marketing" aria-label="Why TradeDesk">
      <h2>Trade smarter, on every market</h2>
      <ul className="claims">
        {CLAIMS.map((c) => (
          <li key={c.title}>
            <strong>{c.title}</strong>
            <span>{c.text}</span>
          </li>
        ))}
      </ul>
      <dl className="stats">
        <div>
          <dt>Active traders</dt>
          <dd>50K+ active traders</dd>
        </div>
        <div>
          <dt>Daily volume</dt>
          <dd>$2B+ daily volume</dd>
        </div>
      </dl>
    </aside>
  )
}
