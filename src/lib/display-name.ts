/** "Welcome, {full_name}" with the fallback "Trader". */
export function welcomeName(user: { full_name: string | null } | null | undefined): string {
  const name = user?.full_name?.trim()
  return name ? name : 'Trader'
}
