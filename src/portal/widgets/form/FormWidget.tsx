import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { Form } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validators from 'virtual:form-validators';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { valueAt, type FormOptions } from '../../../../engine/config';
import { evaluate } from '../../../../engine/predicates';
import { useConfig, useRuntime } from '../../app/runtime';
import { refusedField, useApiMutation, useApiQuery } from '../../data';
import type { WidgetDefinition, WidgetProps } from '../types';
import { UnknownWidget } from '../UnknownWidget';
import { OtherSessionsOffer } from '../../security/OtherSessionsOffer';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatValue } from '../shared/formatValue';
import { builtValidator } from './builtValidator';
import { DistinctSelectWidget } from './DistinctSelectWidget';
import { FormDateWidget } from './FormDateWidget';
import { FormSummary } from './FormSummary';
import type { PortalFormWidgetName } from './formWidgetNames';
import { NumberInputTemplate } from './NumberInputTemplate';
import { PlainNumberField } from './PlainNumberField';
import { RemoteSelectWidget } from './RemoteSelectWidget';
import { translateErrors, translatedUiSchema, translateRjsfString } from './translateForm';

type FormWidgetDefinition = WidgetDefinition & FormOptions;
const customWidgets = { remoteSelect: RemoteSelectWidget } satisfies Record<PortalFormWidgetName, unknown>;
const widgets = { ...customWidgets, SelectWidget: DistinctSelectWidget, DateWidget: FormDateWidget };
const templates = { BaseInputTemplate: NumberInputTemplate };
const fields = { NumberField: PlainNumberField };

/** The values of a form's own top-level fields (all of them when the schema lists none). */
function ownFields(data: Record<string, unknown>, schema: RJSFSchema | undefined): Record<string, unknown> {
  const declared = schema?.properties;
  return declared ? Object.fromEntries(Object.entries(data).filter(([key]) => key in declared)) : data;
}

/**
 * A form from config/forms rendered by RJSF with the MUI theme and a precompiled validator. It may
 * prefill from a GET, may show its values for the user to confirm before sending (a transfer), sends an
 * anti-reuse token with money forms (a double submit acts once), submits through the data layer, shows
 * the server's refusal inline and raises widget events.
 */
export default function FormWidget({ widget, configPath }: WidgetProps) {
  const def = widget as FormWidgetDefinition;
  const config = useConfig();
  const runtime = useRuntime();
  const { t } = useTranslation();
  const form = config.forms[def.form];
  const schema = form?.schema as RJSFSchema | undefined;
  const validator = useMemo(() => (schema ? builtValidator(validators[def.form], schema) : undefined), [schema, def.form]);
  useEffect(() => {
    if (schema && !validator)
      console.warn(
        `form "${def.form}": the portal's build has no validator for its schema (added or changed in config since the build); it shows as being updated until the portal is built again (portal start)`,
      );
  }, [schema, validator, def.form]);
  const { direction } = useTheme();
  // Figures the form's texts name (a limit, a number of config), in the number format every other figure of the portal uses.
  const number = useCallback(
    (value: unknown, integer = false) => formatValue(value, { format: integer ? 'integer' : 'number' }, config, t, direction),
    [config, t, direction],
  );
  const uiSchema = useMemo(
    () =>
      schema
        ? translatedUiSchema(schema as Record<string, unknown>, form?.uiSchema as Record<string, unknown> | undefined, t, (path) =>
            number(valueAt(config, path)),
          )
        : {},
    [schema, form?.uiSchema, t, config, number],
  );
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  const [saved, setSaved] = useState<{ message: string; otherSessions?: number }>();
  // A form that confirms before sending (a money transfer) holds the checked values here until the user confirms.
  const [confirming, setConfirming] = useState<Record<string, unknown>>();
  const prefill = useApiQuery<Record<string, unknown> | null>(
    def.prefill
      ? { method: 'GET', base: def.prefill.base, path: def.prefill.path, ...(def.prefill.query ? { params: def.prefill.query } : {}), quiet: false }
      : undefined,
  );
  // A prefill call may answer more than the form asks (verificationV2/getData is the whole KYC user info): the form
  // takes its own fields only, so a field it does not declare can never fail its validation or reach the submit.
  useEffect(() => {
    if (prefill.data !== undefined) setFormData(ownFields(prefill.data ?? {}, schema));
  }, [prefill.data, schema]);
  const sending = useApiMutation<{ otherSessions?: number } | null>({ reloads: def.emits, input: formData });

  if (!form || !schema) return <UnknownWidget kind={`form:${def.form}`} configPath={configPath} />;
  if (!validator)
    return (
      <Alert severity="info" role="status" data-testid="form-not-built">
        {t('form.notBuilt')}
      </Alert>
    );
  // Until the prefill answers, the form's values are not known: a box ticked meanwhile was undone when the answer came
  // (and a save then would have written the defaults). A refused prefill leaves the form empty, to fill in.
  if (def.prefill && prefill.data === undefined && !prefill.error) return <CircularProgress size={24} aria-label={t('common.loading')} />;

  const send = (data: Record<string, unknown>) => {
    setConfirming(undefined);
    if (sending.busy) return;
    setSaved(undefined);
    const body = Object.fromEntries(Object.entries(data).filter(([key]) => !(form.matches ?? []).some((m) => m.field === key)));
    const call = { method: def.submit.method ?? 'POST', base: def.submit.base, path: def.submit.path, body, quiet: true };
    void sending.submit(def.antiReuse ? (token) => ({ ...call, body: { ...body, token } }) : call, (result) => {
      // Security changes answer how many other sessions remain: offer to end them.
      setSaved({ message: t(def.successKey ?? 'form.saved'), ...(typeof result?.otherSessions === 'number' ? { otherSessions: result.otherSessions } : {}) });
      if (def.successKey) runtime.notify('success', t(def.successKey));
      if (def.resetAfterSubmit) setFormData({});
    });
  };
  const submit = ({ formData: data }: IChangeEvent<Record<string, unknown>>) => (def.confirm ? setConfirming(data ?? {}) : send(data ?? {}));
  const busy = sending.busy;
  const confirmTitleKey = def.confirm?.titleKey;
  const readOnly = def.readOnlyWhen ? evaluate(def.readOnlyWhen, runtime.facts(), config.policies) : false;
  // A refusal naming one of the form's fields (a province the country needs, a date of birth in the future) marks that
  // field too, asking for it when it is empty; the banner above says what the server said.
  const refused = refusedField(sending.error);
  const extraErrors =
    refused && schema.properties && refused in schema.properties
      ? { [refused]: { __errors: [t(formData[refused] === undefined || formData[refused] === '' ? 'form.error.required' : 'form.error.other')] } }
      : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      {sending.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
          {sending.error.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="form-success">
          {saved.message}
        </Alert>
      )}
      {saved?.otherSessions ? <OtherSessionsOffer count={saved.otherSessions} /> : null}
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="form-read-only">
          {t('form.readOnly')}
        </Alert>
      )}
      <Form
        schema={schema}
        uiSchema={{
          ...uiSchema,
          'ui:submitButtonOptions': { submitText: t(form.submitLabelKey ?? 'form.submit'), norender: readOnly, props: { disabled: busy } },
        }}
        readonly={readOnly}
        validator={validator}
        formData={formData}
        onChange={(e) => setFormData(e.formData ?? {})}
        onSubmit={(e) => void submit(e)}
        // The errors are shown at their fields; without a handler RJSF also logs them as a console error.
        onError={() => undefined}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={{ formData }}
        {...(extraErrors ? { extraErrors: extraErrors as never } : {})}
        transformErrors={translateErrors(t, schema as Record<string, unknown>, number, new Set(Object.keys(form.limits ?? {})))}
        customValidate={(data, errors) => {
          const record = data as Record<string, unknown> | undefined;
          const fieldErrors = errors as unknown as Record<string, { addError(m: string): void }>;
          for (const rule of form.matches ?? []) {
            if (record?.[rule.field] !== record?.[rule.sameAs]) fieldErrors[rule.field]?.addError(t(rule.messageKey));
          }
          // Limits that are numbers of config (the server applies the same ones), said as the portal writes figures.
          for (const [field, bounds] of Object.entries(form.limits ?? {})) {
            const value = record?.[field];
            if (typeof value !== 'number') continue;
            const [minimum, maximum] = [bounds.minimum, bounds.maximum].map((path) => (path === undefined ? undefined : Number(valueAt(config, path))));
            if (minimum !== undefined && value < minimum) fieldErrors[field]?.addError(t('form.error.minimum', { limit: number(minimum) }));
            if (maximum !== undefined && value > maximum) fieldErrors[field]?.addError(t('form.error.maximum', { limit: number(maximum) }));
          }
          return errors;
        }}
        translateString={translateRjsfString(t)}
        showErrorList={false}
        noHtml5Validate
        disabled={busy}
        idPrefix={`${def.id}`}
      />
      {confirmTitleKey && (
        <ConfirmDialog
          subject={confirming}
          title={() => t(confirmTitleKey)}
          confirmLabel={t(form.submitLabelKey ?? 'form.submit')}
          keepLabel={t('common.back')}
          onConfirm={send}
          onClose={() => setConfirming(undefined)}
          testId="form-confirm"
        >
          {(data) => <FormSummary schema={schema as Record<string, unknown>} uiSchema={uiSchema as Record<string, unknown>} formData={data} />}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
