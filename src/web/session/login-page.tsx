// 000 §2.2: the public login screen. 'Recuperar contraseña' switches the form to the e-mail
// field; which form shows is the machine's state, not a flag of the screen.
import { Box, Paper, Text, Title } from '@mantine/core';
import { sessionMessages } from '../../domain/messages.ts';
import { brandName } from '../ui/brand.ts';
import { Notice } from '../ui/notice.tsx';
import { LoginForm } from './login-form.tsx';
import { RecoveryForm } from './recovery-form.tsx';
import { useSession } from './use-session.ts';
import type { TypedLogin } from './login-first.ts';

/** Why the visitor is back at the login: a renewed password or a session that ended. */
export type LoginNotice = 'renovada' | 'expirada';

const noticeText: Record<LoginNotice, string> = {
  renovada: sessionMessages.passwordRenewed,
  expirada: sessionMessages.sessionExpired,
};

/**
 * Why the session ended, as the machine's context says it: the address may not say it (a kept
 * session found over when the app opens is ended before the router runs).
 */
function noticeOfSession(session: {
  sessionExpired: boolean;
  passwordRenewed: boolean;
}): LoginNotice | undefined {
  if (session.passwordRenewed) return 'renovada';
  return session.sessionExpired ? 'expirada' : undefined;
}

export function LoginPage({
  notice: asked,
  typed,
}: {
  notice?: LoginNotice | undefined;
  /** What was typed into the form written into index.html (./login-first.ts). */
  typed?: TypedLogin | undefined;
}) {
  const session = useSession();
  const notice = asked ?? noticeOfSession(session);
  return (
    <Box
      mih="100dvh"
      p="md"
      bg="gray.1"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Title order={1} size="h2" ta="center">
          {brandName}
        </Title>
        <Text c="dimmed" ta="center" size="sm" mb="lg">
          {session.recovering ? 'Recuperar contraseña' : 'Ingrese con su usuario y contraseña'}
        </Text>
        {notice !== undefined && !session.recovering && (
          <Box mb="md">
            <Notice color={notice === 'renovada' ? 'teal' : 'blue'} role="status">
              {noticeText[notice]}
            </Notice>
          </Box>
        )}
        {session.recovering ? (
          <RecoveryForm session={session} />
        ) : (
          <LoginForm session={session} typed={typed} />
        )}
      </Paper>
    </Box>
  );
}
