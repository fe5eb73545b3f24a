import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run in jsdom; each starts from an empty document.
afterEach(() => cleanup());
