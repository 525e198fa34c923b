// A password input with the show/hide toggle of the spec: showing an empty field is refused
// with a warning (000 §2.2 'Ingrese contraseña'; 001 §5 'Confirme contraseña').
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export interface PasswordFieldProps extends Omit<
  PasswordInputProps,
  'visible' | 'onVisibilityChange' | 'value' | 'onChange'
> {
  value: string;
  onChange: (value: string) => void;
  /** Shown when the user asks to see the password before typing it. */
  emptyWarning: string;
  error?: ReactNode;
}

export function PasswordField({
  value,
  onChange,
  emptyWarning,
  error,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);

  function changeVisibility(next: boolean) {
    if (next && value === '') {
      setWarning(emptyWarning);
      return;
    }
    setWarning(null);
    setVisible(next);
  }

  return (
    <PasswordInput
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setWarning(null);
        onChange(event.currentTarget.value);
      }}
      visible={visible}
      onVisibilityChange={changeVisibility}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña',
      }}
      error={warning ?? error}
    />
  );
}
