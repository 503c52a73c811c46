import { PASSWORD_MIN } from '../../protocol/constants.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean)
}

export function validateLogin(input: {
  email: string
  password: string
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {}
  if (!input.email.trim()) errors.email = 'Email is required'
  else if (!isEmail(input.email)) errors.email = 'Please enter a valid email address'
  if (!input.password) errors.password = 'Password is required'
  return errors
}

export type RegisterField = 'email' | 'username' | 'fullName' | 'password' | 'confirmPassword'

export function validateRegister(input: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {}
  if (!input.email.trim()) errors.email = 'Email is required'
  else if (!isEmail(input.email)) errors.email = 'Please enter a valid email address'
  const username = input.username.trim()
  if (!username) errors.username = 'Username is required'
  else if (username.length < 3 || username.length > 32)
    errors.username = 'Username must be 3 to 32 characters'
  else if (!/^[A-Za-z0-9_.-]+$/.test(username))
    errors.username = 'Only letters, digits, dot, dash and underscore'
  if (input.fullName.length > 100) errors.fullName = 'Full name must be at most 100 characters'
  if (!input.password) errors.password = 'Password is required'
  else if (input.password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters`
  if (input.confirmPassword !== input.password) errors.confirmPassword = 'Passwords do not match'
  return errors
}
