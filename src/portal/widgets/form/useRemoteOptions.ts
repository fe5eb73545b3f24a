import { useTranslation } from 'react-i18next';
import { getCall, useApiQuery } from '../../data';

export interface RemoteOptions {
  source: { base: string; path: string };
  /** Query parameters taken from other fields of the form: { param: fieldName } (provinces of the chosen country). */
  sourceParams?: Record<string, string>;
  /** The list is this field of the answer (one call serving several lists). */
  itemsField?: string;
  /** A plain text field when the source has no options (a country without listed provinces). */
  freeTextWhenEmpty?: boolean;
  /** Field of each item used as the value (default "value"). */
  valueField?: string;
  /** Field shown as the label (default "label"); labelKeyField names a field holding a translation key instead. */
  labelField?: string;
  labelKeyField?: string;
}

/**
 * The options of a remote select, for the select itself and for anything that names its choice (a
 * form's summary before it is sent): one cached request serves both.
 */
export function useRemoteOptions(remote: RemoteOptions, formData: Record<string, unknown>) {
  const params: Record<string, string | number> = {};
  for (const [param, field] of Object.entries(remote.sourceParams ?? {})) {
    const v = formData[field];
    if (typeof v === 'string' || typeof v === 'number') params[param] = v;
  }
  const waiting = Object.keys(remote.sourceParams ?? {}).length > Object.keys(params).length;
  const { t } = useTranslation();
  // Selects listing from the same source and parameters share one request.
  const { data: answer, error } = useApiQuery<unknown>(waiting ? undefined : getCall(remote.source, params));
  const list = waiting ? [] : remote.itemsField ? (answer as Record<string, unknown> | undefined)?.[remote.itemsField] : answer;
  const items = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  const valueField = remote.valueField ?? 'value';
  const labelOf = (item: Record<string, unknown>) =>
    remote.labelKeyField ? t(String(item[remote.labelKeyField])) : String(item[remote.labelField ?? 'label'] ?? item[valueField]);
  return { items, failed: Boolean(error), valueField, labelOf };
}
