// Loaded with a dynamic import by the login form (its own chunk, about 35 kB gzip): the
// widget's Spanish texts first, then the element itself, so it renders in Spanish at once.
import 'altcha/i18n/es-419';
import 'altcha';
