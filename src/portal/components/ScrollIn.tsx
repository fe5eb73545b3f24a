import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useScrollIn } from './useScrollIn';

// Movement only (no fading), so the content is readable, and its contrast the same, at every moment.
const slideIn = keyframes`
  from { transform: translateY(16px); }
  to { transform: none; }
`;

/** Content that slides in once it is seen (the widget option scrollIn); users who ask for reduced motion get none. */
export function ScrollIn({ children }: { children: ReactNode }) {
  const { ref, state } = useScrollIn<HTMLDivElement>();
  return (
    <Box
      ref={ref}
      data-scroll-in={state}
      sx={state === 'in' ? { animation: `${slideIn} 300ms ease-out`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : undefined}
    >
      {children}
    </Box>
  );
}
