import { labelValue, type WidgetProps } from '@rjsf/utils';
import { DateField } from '../../components/DateField';

/**
 * A form's date (ui:widget date, such as the date of birth): the portal's date field, typed in the configured pattern
 * with the page language's placeholder, where the browser's own date input would follow the browser's language.
 */
export function FormDateWidget({ id, label, hideLabel, value, required, disabled, readonly, rawErrors, onChange, onBlur }: WidgetProps) {
  return (
    <DateField
      id={id}
      label={labelValue(label, hideLabel, '') ?? ''}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      onChange={(date) => onChange(date === '' ? undefined : date)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
