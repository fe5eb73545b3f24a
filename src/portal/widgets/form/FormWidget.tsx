import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { Form } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import validators from 'virtual:form-validators';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormOptions } from '../../../../engine/config';
import { ApiFailure } from '../../../../engine/http';
import { useApi, useConfig, useRuntime } from '../../app/runtime';
import type { WidgetDefinition, WidgetProps } from '../types';
import { UnknownWidget } from '../UnknownWidget';
import { emitWidgetEvents } from '../widgetEvents';
import { OtherSessionsOffer } from '../../security/OtherSessionsOffer';
import type { PortalFormWidgetName } from './formWidgetNames';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { translateErrors, translatedUiSchema, translateRjsfString } from './translateForm';

type FormWidgetDefinition = WidgetDefinition & FormOptions;
const customWidgets = { remoteSelect: RemoteSelectWidget } satisfies Record<PortalFormWidgetName, unknown>;

/**
 * A form from config/forms rendered by RJSF with the MUI theme and a precompiled validator. It may
 * prefill from a GET, fetches an anti-reuse token for money forms (a double submit acts once),
 * submits through the API client, shows the server's refusal inline and raises widget events.
 */
export default function FormWidget({ widget, configPath }: WidgetProps) {
  const def = widget as FormWidgetDefinition;
  const config = useConfig();
  const runtime = useRuntime();
  const api = useApi();
  const { t } = useTranslation();
  const form = config.forms[def.form];
  const schema = form?.schema as RJSFSchema | undefined;
  const validator = useMemo(() => (schema && validators[def.form] ? createPrecompiledValidator(validators[def.form]!, schema) : undefined), [schema, def.form]);
  const uiSchema = useMemo(() => (schema ? translatedUiSchema(schema as Record<string, unknown>, form?.uiSchema as Record<string, unknown> | undefined, t) : {}), [schema, form?.uiSchema, t]);
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; message: string; otherSessions?: number }>();
  const [busy, setBusy] = useState(false);
  const token = useRef<string | undefined>(undefined);

  const refreshToken = useCallback(async () => {
    if (!def.antiReuse) return;
    token.current = (await api<{ token: string }>({ method: 'GET', base: 'payment', path: 'token/anti-reuse', quiet: true })).token;
  }, [api, def.antiReuse]);

  useEffect(() => {
    void refreshToken().catch(() => undefined);
    if (def.prefill) {
      api<Record<string, unknown>>({ method: 'GET', base: def.prefill.base, path: def.prefill.path, ...(def.prefill.query ? { params: def.prefill.query } : {}) })
        .then((data) => setFormData(data ?? {}))
        .catch(() => undefined);
    }
  }, [api, def.prefill, refreshToken]);

  if (!form || !schema) return <UnknownWidget kind={`form:${def.form}`} configPath={configPath} />;
  if (!validator) return <UnknownWidget kind={`validator:${def.form}`} configPath={configPath} />;

  const submit = async ({ formData: data }: IChangeEvent<Record<string, unknown>>) => {
    if (busy) return;
    setBusy(true);
    setStatus(undefined);
    try {
      if (def.antiReuse && !token.current) await refreshToken();
      const body = Object.fromEntries(Object.entries(data ?? {}).filter(([key]) => !(form.matches ?? []).some((m) => m.field === key)));
      const result = await api<{ otherSessions?: number } | null>({ method: def.submit.method ?? 'POST', base: def.submit.base, path: def.submit.path, body: { ...body, ...(def.antiReuse ? { token: token.current } : {}) }, quiet: true });
      // Security changes answer how many other sessions remain: offer to end them.
      setStatus({ kind: 'success', message: t(def.successKey ?? 'form.saved'), ...(typeof result?.otherSessions === 'number' ? { otherSessions: result.otherSessions } : {}) });
      if (def.successKey) runtime.notify('success', t(def.successKey));
      if (def.resetAfterSubmit) setFormData({});
      emitWidgetEvents(def.emits);
      token.current = undefined;
      await refreshToken().catch(() => undefined);
    } catch (failure) {
      setStatus({ kind: 'error', message: failure instanceof ApiFailure ? failure.message : t('error.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      {status && (
        <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }} data-testid={`form-${status.kind}`}>
          {status.message}
        </Alert>
      )}
      {status?.otherSessions ? <OtherSessionsOffer count={status.otherSessions} /> : null}
      <Form
        schema={schema}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { submitText: t(form.submitLabelKey ?? 'form.submit'), props: { disabled: busy } } }}
        validator={validator}
        formData={formData}
        onChange={(e) => setFormData(e.formData ?? {})}
        onSubmit={(e) => void submit(e)}
        widgets={customWidgets}
        formContext={{ formData }}
        transformErrors={translateErrors(t)}
        customValidate={(data, errors) => {
          for (const rule of form.matches ?? []) {
            const record = data as Record<string, unknown> | undefined;
            if (record?.[rule.field] !== record?.[rule.sameAs]) (errors as unknown as Record<string, { addError(m: string): void }>)[rule.field]?.addError(t(rule.messageKey));
          }
          return errors;
        }}
        translateString={translateRjsfString(t)}
        showErrorList={false}
        noHtml5Validate
        disabled={busy}
        idPrefix={`${def.id}`}
      />
    </Paper>
  );
}
