import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FileEditor, type CopySource } from '../editor/FileEditor';
import { useStaff } from '../StudioApp';
import { studioApi } from '../studioApi';

interface StudioFile {
  path: string;
  kind: string;
}

/** Kinds a new file can be made of by copying one of them (a sixth regulator, a seventh brand). */
type CopyableKind = 'regulators' | 'brands';

/** Where the editor of a file is: its path is a query parameter (a page path must not end in .yaml, which reads as a file). */
export const fileEditorUrl = (path: string) => `/studio/files?${new URLSearchParams({ path }).toString()}`;

/** /studio/files: every config file by kind; /studio/files?path=<path>: that file in the editor. */
export default function FilesPage() {
  const path = useSearchParams()[0].get('path') ?? '';
  const { state } = useLocation() as { state?: { copy?: CopySource } };
  if (path) return <FileEditor key={path} path={path} {...(state?.copy ? { copy: state.copy } : {})} />;
  return <FileList />;
}

function FileList() {
  const { t } = useTranslation();
  const files = useQuery({ queryKey: ['studio', 'files'], queryFn: () => studioApi<{ files: StudioFile[] }>('files') });
  if (files.isError) return <Alert severity="error">{t('studio.file.failed')}</Alert>;
  if (!files.data) return <CircularProgress aria-label={t('studio.loading')} />;
  const byKind = new Map<string, StudioFile[]>();
  for (const file of files.data.files) byKind.set(file.kind, [...(byKind.get(file.kind) ?? []), file]);
  return (
    <Stack spacing={2}>
      <CopyForm files={files.data.files} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {[...byKind].map(([kind, list]) => (
          <Paper key={kind} variant="outlined" sx={{ p: 1 }} component="section" aria-labelledby={`kind-${kind}`}>
            <Typography id={`kind-${kind}`} component="h2" variant="subtitle1">
              {t(`studio.kind.${kind}`, { defaultValue: kind })}
            </Typography>
            <List dense>
              {list.map((file) => (
                <ListItem key={file.path} disablePadding>
                  <ListItemButton component={Link} to={fileEditorUrl(file.path)}>
                    <ListItemText primary={file.path} slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } } }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}

/** "New regulator or brand from a copy": opens the copy as an unsaved file; saving it adds it (after `config check`). */
function CopyForm({ files }: { files: StudioFile[] }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const [kind, setKind] = useState<CopyableKind>('regulators');
  const [from, setFrom] = useState('');
  const [id, setId] = useState('');
  const sources = files.filter((f) => f.kind === kind);
  const taken = files.some((f) => f.path === `${kind}/${id}.yaml`);
  const valid = /^[a-z][a-z0-9_]{1,30}$/.test(id) && !taken && from !== '';
  if (staff.role !== 'editor') return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="copy-title">
      <Typography id="copy-title" component="h2" variant="subtitle1" gutterBottom>
        {t('studio.copy.title')}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) void navigate(fileEditorUrl(`${kind}/${id}.yaml`), { state: { copy: { from, id } } });
        }}
      >
        <TextField
          select
          size="small"
          label={t('studio.copy.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as CopyableKind);
            setFrom('');
          }}
          id="copy-kind"
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="regulators">{t('studio.kind.regulators')}</MenuItem>
          <MenuItem value="brands">{t('studio.kind.brands')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('studio.copy.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          id="copy-from"
          sx={{ minWidth: 200 }}
        >
          {sources.map((f) => (
            <MenuItem key={f.path} value={f.path}>
              {f.path}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('studio.copy.id')}
          value={id}
          onChange={(e) => setId(e.target.value.trim())}
          id="copy-id"
          error={id !== '' && !valid}
          helperText={id !== '' && !valid ? t(taken ? 'studio.copy.taken' : 'studio.copy.idRule') : ' '}
        />
        <Button type="submit" variant="outlined" disabled={!valid}>
          {t('studio.copy.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
