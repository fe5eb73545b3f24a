import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/runtime';

interface RemoteOptions {
  source: { base: string; path: string };
  /** Field of each item used as the value (default "value"). */
  valueField?: string;
  /** Field shown as the label (default "label"); labelKeyField names a field holding a translation key instead. */
  labelField?: string;
  labelKeyField?: string;
}

/**
 * A select whose options come from the API (trading accounts, countries, sub-IBs): the data schema
 * stays static (so its precompiled validator fits), the server checks the choice.
 */
export function RemoteSelectWidget(props: RjsfWidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, rawErrors, options } = props;
  const remote = options as unknown as RemoteOptions;
  const api = useApi();
  const { t } = useTranslation();
  const [items, setItems] = useState<Record<string, unknown>[]>([]);
  const [failed, setFailed] = useState(false);
  const valueField = remote.valueField ?? 'value';
  useEffect(() => {
    let live = true;
    api<Record<string, unknown>[]>({ method: 'GET', base: remote.source.base, path: remote.source.path, quiet: true })
      .then((list) => live && setItems(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, remote.source.base, remote.source.path]);
  const labelOf = (item: Record<string, unknown>) =>
    remote.labelKeyField ? t(String(item[remote.labelKeyField])) : String(item[remote.labelField ?? 'label'] ?? item[valueField]);
  const numeric = props.schema.type === 'integer' || props.schema.type === 'number';
  const hasError = (rawErrors?.length ?? 0) > 0 || failed;
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
