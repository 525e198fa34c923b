// 001 §5: the password requirements indicator; the rules and their labels are src/domain's.
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { passwordChecks } from '../../domain/password.ts';

export function PasswordRequirements({ password }: { password: string }) {
  return (
    <div>
      <Text size="sm" fw={500} id="password-requirements-title">
        La contraseña debe tener:
      </Text>
      <List
        size="sm"
        listStyleType="none"
        aria-labelledby="password-requirements-title"
        spacing={2}
      >
        {passwordChecks(password).map((check) => (
          <List.Item key={check.label} c={check.met ? 'teal.8' : 'red.8'} data-met={check.met}>
            <span aria-hidden>{check.met ? '✓' : '✗'}</span> {check.label}
            <VisuallyHidden>{check.met ? ' (cumplido)' : ' (pendiente)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
