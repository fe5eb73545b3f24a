import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatNumber, fractionDigits, isolatedNumber } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';
import { useRemoteOptions, type RemoteOptions } from './useRemoteOptions';

type Json = Record<string, unknown>;

/** The name a remote select showed for the chosen value (the account number and currency, the sub-IB's name). */
function RemoteChoice({ remote, formData, value }: { remote: RemoteOptions; formData: Json; value: unknown }) {
  const { items, valueField, labelOf } = useRemoteOptions(remote, formData);
  const item = items.find((i) => i[valueField] === value);
  return <>{item ? labelOf(item) : String(value)}</>;
}

/**
 * A form's values as the form showed them, field by field in the form's order, for the user to check
 * before it is sent: labels and choice names from the form's translated uiSchema (translatedUiSchema),
 * numbers in the portal's number format with every decimal typed (1.005 is what is sent, not 1.01).
 */
export function FormSummary({ schema, uiSchema, formData }: { schema: Json; uiSchema: Json; formData: Json }) {
  const { numberFormat } = useConfig().constants;
  const { direction } = useTheme();
  const typed = (value: number) => isolatedNumber(formatNumber(value, numberFormat, Math.max(numberFormat.decimals, fractionDigits(value))), direction);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const order = (uiSchema['ui:order'] as string[] | undefined)?.filter((name) => name in properties) ?? Object.keys(properties);
  const shown = (name: string, value: unknown) => {
    const ui = (uiSchema[name] ?? {}) as Json;
    if (ui['ui:widget'] === 'remoteSelect') return <RemoteChoice remote={ui['ui:options'] as RemoteOptions} formData={formData} value={value} />;
    const choices = properties[name]?.enum as unknown[] | undefined;
    const choiceNames = ui['ui:enumNames'] as string[] | undefined;
    const index = choices?.indexOf(value) ?? -1;
    if (choiceNames && index >= 0) return choiceNames[index];
    return typeof value === 'number' ? typed(value) : String(value);
  };
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, rowGap: 8 }} data-testid="form-summary">
      {order
        // Values a person typed or chose; nested objects and switches have no one-line reading and are left out.
        .filter((name) => (typeof formData[name] === 'string' && formData[name] !== '') || typeof formData[name] === 'number')
        .map((name) => (
          <div key={name} style={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {String(((uiSchema[name] ?? {}) as Json)['ui:title'] ?? name)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {shown(name, formData[name])}
            </Typography>
          </div>
        ))}
    </dl>
  );
}
