// The input and output of the machines' test models (tests/model/models/driver.ts): the test
// helpers every other suite uses, installed once before a level loads its models.
import { expect } from 'vitest';
import { installDriver, type ModelServer } from './models/driver.ts';
import { hashPassword } from '../../src/server/shared/passwords.ts';
import {
  call,
  errores,
  login,
  loginRequest,
  solveChallenge,
  DEMO_PASSWORD,
} from '../api/helpers.ts';
import {
  clickSalir,
  entrarButton,
  openPage,
  solveChallenge as solveWidget,
} from '../e2e/browser.ts';

const started = Date.now();

export function installModelDriver(): void {
  installDriver({
    expect,
    demoPassword: DEMO_PASSWORD,
    runId: String(process.pid),
    call,
    errores,
    loginRequest,
    login: (baseUrl, usuario) => login(baseUrl, usuario),
    solveChallenge,
    async restoreDemoUsers(server: ModelServer) {
      // Paths renew `renovar`'s password and fail logins on purpose: every path starts clean.
      await server.db.query('DELETE FROM auth_attempts');
      await server.db.query(
        `UPDATE users SET password_hash = $1, debe_renovar = (nombre_usuario = 'renovar'),
                temp_password_hash = NULL, temp_password_expira = NULL`,
        [await hashPassword(DEMO_PASSWORD)],
      );
    },
    openPage,
    loginScreen: { entrar: entrarButton, solveWidget },
    clickSalir,
    debug: (what) => {
      if (process.env.MODEL_DEBUG)
        console.error(`${String(Date.now() - started).padStart(7)} ${what}`);
    },
  });
}
