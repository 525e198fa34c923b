// Testing Library for the unit tests of components and hooks: import it from here, not from
// '@testing-library/react'. Its waitFor and findBy* give up after 1 s by default; a component's
// effects and a mocked call's answer on a machine loaded 10 to 40 on 2 cores can take longer
// (issue 34 point 16). A condition met early still ends the wait at once. (Not a setup file of
// the whole unit project: loading Testing Library costs every other test file about a second.)
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });

export * from '@testing-library/react';
