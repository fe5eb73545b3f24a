import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { plainNumber } from '../../../../engine/funds';

/**
 * A form's number field read as people type numbers: digits with a decimal point or comma ("12,50" is 12.5, as the
 * client portal's amount fields read it). Anything else ("1e3", "0x10") stays text, which the validator refuses,
 * where RJSF's own field reads it as JavaScript does (1e3 as 1000, moving a thousand). The text typed stays shown
 * while it reads as the form's value ("12,50" is not redrawn as "12.5").
 */
export function PlainNumberField(props: FieldProps) {
  const { registry, formData, onChange } = props;
  const { StringField } = registry.fields;
  const [typed, setTyped] = useState<string>();
  const shown = typed !== undefined && (plainNumber(typed) ?? typed) === formData ? typed : formData;
  const change: FieldProps['onChange'] = (value, ...rest) => {
    // A select of numbers (an enum) hands over the number itself.
    if (typeof value !== 'string') {
      setTyped(undefined);
      return onChange(value, ...rest);
    }
    setTyped(value);
    onChange(value.trim() === '' ? undefined : (plainNumber(value) ?? value), ...rest);
  };
  // RJSF's registry always has its StringField; a registry without one has nothing to draw the text with.
  return StringField ? <StringField {...props} formData={shown} onChange={change} /> : null;
}
