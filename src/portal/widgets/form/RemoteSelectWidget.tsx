import FormControl from '@mui/material/FormControl';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useRemoteOptions, type RemoteOptions } from './useRemoteOptions';

/**
 * A select whose options come from the API (trading accounts, countries, sub-IBs): the data schema
 * stays static (so its precompiled validator fits), the server checks the choice.
 */
export function RemoteSelectWidget(props: RjsfWidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, rawErrors, options, registry } = props;
  const remote = options as unknown as RemoteOptions;
  const formData = ((registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {}) as Record<string, unknown>;
  const { t } = useTranslation();
  const { items, failed, valueField, labelOf } = useRemoteOptions(remote, formData);
  const numeric = props.schema.type === 'integer' || props.schema.type === 'number';
  const hasError = (rawErrors?.length ?? 0) > 0 || failed;
  if (remote.freeTextWhenEmpty && !failed && items.length === 0) {
    return (
      <TextField
        id={id}
        label={label}
        required={required}
        fullWidth
        error={hasError}
        disabled={disabled || readonly}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        slotProps={{ htmlInput: { maxLength: typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined } }}
      />
    );
  }
  return (
    <FormControl fullWidth required={required} error={hasError} disabled={disabled || readonly}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : numeric ? Number(e.target.value) : e.target.value)}
      >
        <MenuItem value="">
          <em>{t('form.chooseOption')}</em>
        </MenuItem>
        {items.map((item) => (
          <MenuItem key={String(item[valueField])} value={item[valueField] as string | number}>
            {labelOf(item)}
          </MenuItem>
        ))}
      </Select>
      {failed && <FormHelperText>{t('form.optionsFailed')}</FormHelperText>}
    </FormControl>
  );
}
