import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Component tests wait for what a user would see, never on a clock: this limit only ends a wait that will never be
// met, with the DOM printed. It is far above any render a loaded 2-core machine takes (a first render of a listing
// under a load of 10 takes seconds), and below vitest's own limit per test (vitest.config.ts). No test sets a shorter
// one (docs/testing.md).
configure({ asyncUtilTimeout: 30_000 });
