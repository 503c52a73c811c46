import { useState, type SubmitEvent } from 'react'
import type { User } from '../../../protocol/index.ts'
import { FormField } from '../../components/FormField.tsx'
import { toast } from '../../components/toast/toast.ts'
import { getBridge } from '../../bridge/connection.ts'
import { setSession } from '../../bridge/session.ts'

export function ProfileForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.full_name ?? '')
  const [username, setUsername] = useState(user.username)
  const [pending, setPending] = useState(false)

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
      toast.error('Failed to update profile', { title: result.error.message })
      return
    }
    setSession({ status: 'authenticated', user: result.value, offline: false })
    toast.success('Profile updated')
  }

  return (
    <form className="form panel" onSubmit={(e) => void submit(e)} aria-label="Profile">
      <FormField id="profile-email" label="Email" value={user.email} readOnly />
      <FormField
        id="profile-full-name"
        label="Full name"
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
      />
      <FormField
        id="profile-username"
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
        minLength={3}
        maxLength={32}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  )
}
