// Scalar's reference and its styles, loaded by the page (./api-reference-page.tsx) once it has
// told zod not to probe for eval: importing this module runs Scalar's modules, and some of them
// validate with zod as they load.
import '@scalar/api-reference/style.css';

export { createApiReference } from '@scalar/api-reference';
