import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from './FormField.tsx'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
}

export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation()
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="input-toggle"
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'common.hide' : 'common.show')}
        </button>
      }
    />
  )
}
