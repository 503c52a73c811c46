import { ProfileSkeleton } from '../../components/skeletons/ProfileSkeleton.tsx'
import { useSession } from '../../bridge/session.ts'
import { ApiKeysSection } from './api-keys/ApiKeysSection.tsx'
import { EmailSection } from './EmailSection.tsx'
import { KycSection } from './kyc/KycSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { PreferencesSection } from './PreferencesSection.tsx'
import { ProfileHeading } from './settings/ProfileHeading.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import { SessionsSection } from './SessionsSection.tsx'
import { SettingsSection } from './SettingsSection.tsx'
import { SubscriptionSection } from './SubscriptionSection.tsx'
import { TwoFactorSection } from './TwoFactorSection.tsx'

export default function ProfilePage() {
  const { user, offline } = useSession()
  return (
    <section className="page" aria-labelledby="page-title">
      <ProfileHeading offline={offline} />
      {user ? <ProfileForm key={user.id} user={user} /> : <ProfileSkeleton />}
      <TwoFactorSection />
      <EmailSection />
      <KycSection />
      <PasswordSection />
      <SessionsSection />
      <ApiKeysSection />
      <SubscriptionSection />
      <PreferencesSection />
      <SettingsSection />
    </section>
  )
}
