import { useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '../../../protocol/index.ts'
import { FormField } from '../../components/FormField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { setSession } from '../../bridge/session.ts'

export function ProfileForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.full_name ?? '')
  const [username, setUsername] = useState(user.username)
  const [pending, setPending] = useState(false)
  const { t } = useTranslation()

  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault()
    setPending(true)
    const name = fullName.trim()
    const result = await getBridge().updateProfile({
      full_name: name ? name : null,
      username: username.trim(),
    })
    setPending(false)
    if (!result.ok) {
      toast.error(t('errors.auth.updateProfileFailed'), { title: result.error.message })
      return
    }
    setSession({ status: 'authenticated', user: result.value, offline: false })
    toast.success(t('profile.form.updated'))
  }

  return (
    <form
      className="form panel"
      onSubmit={(e) => void submit(e)}
      aria-label={t('profile.form.label')}
    >
      <FormField id="profile-email" label={t('profile.form.email')} value={user.email} readOnly />
      <FormField
        id="profile-full-name"
        label={t('profile.form.fullName')}
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <FormField
        id="profile-username"
        label={t('profile.form.username')}
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        minLength={3}
        maxLength={32}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? t('profile.form.saving') : t('profile.form.save')}
      </button>
    </form>
  )
}
