import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * The frame of a funds form. Its single grid column may shrink below its content's width, so long
 * option texts are cut with an ellipsis instead of widening the page at 375 px.
 */
export function FormPaper({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {children}
    </Paper>
  );
}
