/** The two notices above a form that needs the server: offline, and the last failure. */
export function FormAlerts({
  online,
  offlineText,
  failure,
}: {
  online: boolean
  offlineText: string
  failure: string | null
}) {
  return (
    <>
      {!online && (
        <div className="alert alert-error" role="status">
          {offlineText}
        </div>
      )}
      {failure && (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      )}
    </>
  )
}
