import { ProfileSkeleton } from '../../components/skeletons/ProfileSkeleton.tsx'
import { useSession } from '../../bridge/session.ts'
import { ProfileForm } from './ProfileForm.tsx'

export default function ProfilePage() {
  const { user, offline } = useSession()
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Profile Settings
      </h1>
      <p className="page-summary">
        Your account details{offline ? ' (saved copy; changes need a connection)' : ''}.
      </p>
      {user ? <ProfileForm key={user.id} user={user} /> : <ProfileSkeleton />}
    </section>
  )
}
