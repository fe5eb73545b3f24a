import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DocumentUploadOptions } from '../../../../engine/config';
import { formatDateTime } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';
import { useApiMutation, useApiQuery } from '../../data';
import type { WidgetProps } from '../../widgets/types';
import { emitWidgetEvents } from '../../widgets/widgetEvents';
import { useEnumCode, useKycLabels } from '../kycLabels';

interface Proof {
  module: number;
  status: number;
  reason: string | null;
  kind: string | null;
  submittedAt: string | null;
}

/** One module's upload: kind and file(s); the server checks the content and refuses what it cannot take. */
function ModuleUpload({ proof, widgetId, onUploaded }: { proof: Proof; widgetId: string; onUploaded(): void }) {
  const config = useConfig();
  const { t } = useTranslation();
  const labels = useKycLabels();
  const enumCode = useEnumCode();
  const module = config.kycModules.modules.find((m) => m.code === proof.module);
  const { watch, setValue } = useForm<{ kind: string; files: File[] }>({ defaultValues: { kind: '', files: [] } });
  const { kind, files } = watch();
  const [missing, setMissing] = useState<string>();
  const uploading = useApiMutation();
  const error = missing ?? uploading.error?.message;
  const busy = uploading.busy;
  if (!module?.documents) return null;
  const { uploads } = config.kycModules;
  const id = `${widgetId}-${module.code}`;
  const megabytes = Math.round(uploads.maxFileBytes / 1024 / 1024);
  // What the server would refuse by count or size is said as the files are chosen, before anything is sent.
  const fileProblem = (chosen: File[]) => {
    if (chosen.length > module.documents!.maxFiles) return t('kyc.upload.tooMany', { count: module.documents!.maxFiles });
    const large = chosen.find((file) => file.size > uploads.maxFileBytes);
    return large ? t('kyc.upload.tooLarge', { name: large.name, size: megabytes }) : undefined;
  };
  const status = (name: string) => proof.status === enumCode('kycModuleStatus', name);
  const open = status('unsubmitted') || status('rejected');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(undefined);
    if (!kind) return setMissing(t('kyc.upload.chooseKind'));
    if (files.length === 0) return setMissing(t('kyc.upload.chooseFile'));
    const wrong = fileProblem(files);
    if (wrong) return setMissing(wrong);
    const body = new FormData();
    body.append('module', String(module.code));
    body.append('kind', kind);
    for (const file of files) body.append('file', file, file.name);
    await uploading.submit({ method: 'POST', base: 'cp', path: 'identityProof/attach_new_document', body, quiet: true }, () => {
      setValue('files', []);
      onUploaded();
    });
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid={`upload-${module.code}`}>
      <Typography variant="subtitle1" component="h4" id={`${id}-title`} sx={{ fontWeight: 600, mb: 1 }}>
        {labels.module(module.code)}
      </Typography>
      {status('rejected') && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid={`upload-${module.code}-rejected`}>
          {t('kyc.upload.rejected', { reason: proof.reason ?? t('kyc.result.noReason') })}
        </Alert>
      )}
      {!open && (
        <Alert severity={status('verified') ? 'success' : 'info'} data-testid={`upload-${module.code}-status`}>
          {status('verified')
            ? t('kyc.upload.verified')
            : t('kyc.upload.underReview', { at: proof.submittedAt ? formatDateTime(proof.submittedAt, config.constants.dateFormat) : '' })}
        </Alert>
      )}
      {open && (
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
          {error && (
            <Alert severity="error" role="alert" data-testid={`upload-${module.code}-error`}>
              {error}
            </Alert>
          )}
          <FormControl fullWidth required>
            <InputLabel id={`${id}-kind-label`}>{t('kyc.upload.kind')}</InputLabel>
            <Select
              labelId={`${id}-kind-label`}
              id={`${id}-kind`}
              label={t('kyc.upload.kind')}
              value={kind}
              onChange={(e) => setValue('kind', String(e.target.value))}
              data-testid={`upload-${module.code}-kind`}
            >
              {module.documents.kinds.map((k) => (
                <MenuItem key={k} value={k}>
                  {labels.documentKind(k)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl>
            <Typography component="label" htmlFor={`${id}-file`} variant="body2" sx={{ mb: 0.5 }}>
              {t('kyc.upload.file', { max: module.documents.maxFiles })}
            </Typography>
            <input
              id={`${id}-file`}
              type="file"
              accept={uploads.allowedTypes.map((a) => a.mime).join(',')}
              multiple={module.documents.maxFiles > 1}
              aria-describedby={`${id}-hint`}
              data-testid={`upload-${module.code}-file`}
              aria-invalid={files.length > 0 && fileProblem(files) !== undefined}
              onChange={(e) => {
                const chosen = Array.from(e.target.files ?? []);
                setValue('files', chosen);
                setMissing(fileProblem(chosen));
              }}
            />
            <FormHelperText id={`${id}-hint`}>
              {t('kyc.upload.hint', { types: t(uploads.labelKey), size: megabytes, count: module.documents.maxFiles })}
            </FormHelperText>
          </FormControl>
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            {busy ? <CircularProgress size={20} aria-label={t('common.loading')} /> : t('kyc.upload.submit')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * Document uploads of one or more KYC modules (POI, POA, advanced, proof of funds; advanced POI and
 * POA together on a merged page): shows a rejection's reason, takes the kind and the file, and raises
 * its events once every module is submitted.
 */
export default function DocumentUploadWidget({ widget }: WidgetProps) {
  const options = widget as unknown as DocumentUploadOptions;
  const { t } = useTranslation();
  const enumCode = useEnumCode();
  const { data: latest, error, reload } = useApiQuery<Proof[]>({ method: 'GET', base: 'cp', path: 'identityProof/getAllLastProof' });
  const proofs = latest?.filter((p) => options.modules.includes(p.module));

  const uploaded = async () => {
    const all = (await reload()) ?? [];
    const open = all.filter(
      (p) => options.modules.includes(p.module) && [enumCode('kycModuleStatus', 'unsubmitted'), enumCode('kycModuleStatus', 'rejected')].includes(p.status),
    );
    if (open.length === 0) emitWidgetEvents(options.emits);
  };

  if (error) return <Alert severity="error">{t('kyc.loadFailed')}</Alert>;
  if (!proofs) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Stack spacing={3}>
        {proofs.map((proof) => (
          <ModuleUpload key={proof.module} proof={proof} widgetId={widget.id} onUploaded={() => void uploaded()} />
        ))}
      </Stack>
    </Paper>
  );
}
