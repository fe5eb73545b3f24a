import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when the test runner exposes globals; do it here.
afterEach(() => cleanup());
