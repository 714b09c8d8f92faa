import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Component tests wait for what a user would see; on a loaded 2-core CI machine a first render can take
// longer than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });
