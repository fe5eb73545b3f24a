import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when the test runner exposes globals; do it here.
afterEach(() => cleanup());

// npm test runs this suite at the lowest priority beside the e2e suite: a screen whose lazy form and queries take over
// a second to show there (a deposit's "Pay with" select took longer once) is waited for, not failed. A findBy or waitFor
// still settles as soon as what it waits for is there; only a test that is failing anyway waits longer.
configure({ asyncUtilTimeout: 10_000 });
