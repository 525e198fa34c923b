// Loaded with a dynamic import by the login form (its own chunk): the widget's Spanish texts
// first, then the element itself, so it renders in Spanish at once. The page's
// Content-Security-Policy allows workers from the app's own files only (worker-src 'self',
// src/server/http/security.ts): the widget's built-in worker for the server's algorithm, made
// from a data: URL, is replaced by the same worker shipped as a file of the app. (The widget's
// "external" build would also move its styles out, but Vite's CSS lowering breaks them.)
import 'altcha/i18n/es-419';
import 'altcha';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges are PBKDF2/SHA-256 (src/server/shared/altcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
