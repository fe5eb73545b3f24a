import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One factor of the security centre: what it is now, its status, and what can be done. */
export function SecurityCard(props: { value: ReactNode; status?: { label: string; ok: boolean }; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{props.value}</Typography>
          {props.status && <Chip size="small" label={props.status.label} color={props.status.ok ? 'success' : 'default'} />}
        </Stack>
        <Stack direction="row" spacing={1}>
          {props.actions}
        </Stack>
      </Stack>
      {props.children && <Box sx={{ mt: 2 }}>{props.children}</Box>}
    </Paper>
  );
}
