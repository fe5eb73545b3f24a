import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubUsersView, SubUserView } from '../../../engine/api';
import { useApiMutation, useApiQuery } from '../data';
import { FailureAlert } from '../funds/FailureAlert';
import { useDateTime } from '../funds/money';
import { WidgetError } from '../widgets/shared/WidgetError';

const changed = ['subUsersChanged'] as const;
type Permission = SubUsersView['permissions'][number];

/** Checkboxes of the permissions an IB may give (subUserPermission), by name; the ids stay out of sight. */
function PermissionChoice({
  permissions,
  value,
  onChange,
  idPrefix,
}: {
  permissions: Permission[];
  value: number[];
  onChange(ids: number[]): void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={`${idPrefix}-permissions`}>
        {t('ib.subUsers.permissions')}
      </FormLabel>
      <FormGroup>
        {permissions.map((p) => (
          <FormControlLabel
            key={p.id}
            control={
              <Checkbox
                checked={value.includes(p.id)}
                onChange={(e) => onChange(e.target.checked ? [...value, p.id] : value.filter((id) => id !== p.id))}
                slotProps={{ input: { 'data-testid': `${idPrefix}-permission-${p.name}` } as object }}
              />
            }
            label={t(p.labelKey)}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** Invite a sub-user: name, e-mail, permissions; the server e-mails it a link to set its own password (after the step-up code). */
function InviteForm({ permissions, full }: { permissions: Permission[]; full: boolean }) {
  const { t } = useTranslation();
  const invite = useApiMutation<SubUserView>({ reloads: changed });
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<{ name: string; email: string; permissionIds: number[] }>({
    defaultValues: { name: '', email: '', permissionIds: [] },
  });
  const submit = handleSubmit((values) =>
    invite.submit({ method: 'POST', base: 'web', path: 'ibaccount/subUsers', body: values, quiet: true }, () =>
      reset({ name: '', email: '', permissionIds: [] }),
    ),
  );
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="sub-user-invite-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" id="sub-user-invite-title">
          {t('ib.subUsers.invite.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ib.subUsers.invite.hint')}
        </Typography>
        {invite.done && (
          <Alert severity="success" data-testid="sub-user-invited">
            {t('ib.subUsers.invite.done', { email: invite.done.email })}
          </Alert>
        )}
        <FailureAlert failure={invite.error} testId="sub-user-error" />
        <TextField
          label={t('ib.subUsers.name')}
          required
          {...register('name', { required: true, validate: (v) => v.trim().length > 0 })}
          error={Boolean(formState.errors.name)}
          {...(formState.errors.name ? { helperText: t('ib.subUsers.invite.nameRequired') } : {})}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'sub-user-name' } }}
        />
        <TextField
          label={t('ib.subUsers.email')}
          type="email"
          required
          {...register('email', { required: true, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ })}
          error={Boolean(formState.errors.email)}
          {...(formState.errors.email ? { helperText: t('ib.subUsers.invite.emailInvalid') } : {})}
          slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'sub-user-email' } }}
        />
        <PermissionChoice permissions={permissions} value={watch('permissionIds')} onChange={(ids) => setValue('permissionIds', ids)} idPrefix="sub-user-new" />
        <Box>
          <Button type="submit" variant="contained" disabled={invite.busy || full} data-testid="sub-user-invite">
            {t('ib.subUsers.invite.submit')}
          </Button>
        </Box>
        {full && <Typography color="text.secondary">{t('ib.subUsers.invite.full')}</Typography>}
      </Stack>
    </Paper>
  );
}

/** One sub-user: status, permissions by name, last sign-in; change permissions (step-up), disable / enable, invite again. */
function SubUserCard({ user, permissions }: { user: SubUserView; permissions: Permission[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const action = useApiMutation<SubUserView>({ reloads: changed });
  const known = new Set(permissions.map((p) => p.id));
  const [editing, setEditing] = useState<number[]>();
  const path = `ibaccount/subUsers/${user.id}`;
  const names = user.permissions.map((name) => {
    const p = permissions.find((x) => x.name === name);
    return p ? t(p.labelKey) : name;
  });
  const statusColor = user.status === 'active' ? 'success' : 'default';
  const headingId = `sub-user-${user.id}-name`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, listStyle: 'none' }} data-testid={`sub-user-${user.email}`}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
          <Chip
            label={t(`ib.subUsers.status.${user.status}`)}
            color={statusColor}
            size="small"
            data-testid="sub-user-status"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>
        <Typography variant="body2" data-testid="sub-user-permissions">
          {t('ib.subUsers.permissionsOf', { permissions: names.length > 0 ? names : [t('ib.subUsers.viewOnly')] })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.lastSignInAt ? t('ib.subUsers.lastSignIn', { at: dateTime(user.lastSignInAt) }) : t('ib.subUsers.neverSignedIn')}
        </Typography>
        <FailureAlert failure={action.error} testId="sub-user-action-error" />
        {editing ? (
          <Stack spacing={1}>
            <PermissionChoice permissions={permissions} value={editing} onChange={setEditing} idPrefix={`sub-user-${user.id}`} />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={action.busy}
                onClick={() =>
                  void action.submit({ method: 'POST', base: 'web', path: `${path}/permissions`, body: { permissionIds: editing }, quiet: true }, () =>
                    setEditing(undefined),
                  )
                }
              >
                {t('ib.subUsers.save')}
              </Button>
              <Button size="small" onClick={() => setEditing(undefined)}>
                {t('ib.subUsers.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => (action.reset(), setEditing(user.permissionIds.filter((id) => known.has(id))))}
              aria-label={t('ib.subUsers.editPermissionsOf', { name: user.name })}
            >
              {t('ib.subUsers.editPermissions')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color={user.status === 'disabled' ? 'primary' : 'error'}
              disabled={action.busy}
              onClick={() =>
                void action.submit({ method: 'POST', base: 'web', path: `${path}/status`, body: { enabled: user.status === 'disabled' }, quiet: true })
              }
              aria-label={t(user.status === 'disabled' ? 'ib.subUsers.enableOf' : 'ib.subUsers.disableOf', { name: user.name })}
            >
              {t(user.status === 'disabled' ? 'ib.subUsers.enable' : 'ib.subUsers.disable')}
            </Button>
            {user.status === 'invited' && (
              <Button
                size="small"
                disabled={action.busy}
                onClick={() => void action.submit({ method: 'POST', base: 'web', path: `${path}/invite`, body: {}, quiet: true })}
                aria-label={t('ib.subUsers.reinviteOf', { name: user.name })}
              >
                {t('ib.subUsers.reinvite')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The IB's sub-users (GET ibaccount/subUsers): invite one by e-mail with its permissions, change
 * them, disable or enable it. Only the IB itself reaches this page (route access: policy manageSubUsers).
 */
export default function SubUsersWidget() {
  const { t } = useTranslation();
  const { data, error, reload } = useApiQuery<SubUsersView>({ method: 'GET', base: 'web', path: 'ibaccount/subUsers' }, { reloadOn: changed });
  if (error) return <WidgetError error={error} onRetry={reload} />;
  if (!data) return null;
  return (
    <Stack spacing={3} data-testid="sub-users" sx={{ minWidth: 0 }}>
      <InviteForm permissions={data.permissions} full={data.subUsers.length >= data.max} />
      <Stack spacing={1.5} component="section" aria-labelledby="sub-users-list-title">
        <Typography variant="h2" id="sub-users-list-title">
          {t('ib.subUsers.listTitle', { count: data.subUsers.length })}
        </Typography>
        {data.subUsers.length === 0 ? (
          <Typography color="text.secondary">{t('ib.subUsers.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {data.subUsers.map((u) => (
              <SubUserCard key={u.id} user={u} permissions={data.permissions} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
