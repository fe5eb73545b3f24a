import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { latinDigits } from '../../../../engine/text';

const MuiBaseInputTemplate = Templates.BaseInputTemplate!;

/**
 * The form's inputs, where a number field is a text field with the phone's number keyboard: a browser's number input
 * drops digits typed on an Arabic, Thai, Khmer or full-width keyboard ("١٢٥٫٥٠"), and those are written 0-9 here as the
 * client portal's amount fields do. What still does not read as a number is refused by the form's validator.
 */
export function NumberInputTemplate(props: BaseInputTemplateProps) {
  const { schema, options, onChange, slotProps } = props;
  if (schema.type !== 'number' && schema.type !== 'integer') return <MuiBaseInputTemplate {...props} />;
  const change = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : latinDigits(target.value));
  return (
    <MuiBaseInputTemplate
      {...props}
      options={{ ...options, inputType: 'text' }}
      onChangeOverride={change}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, inputMode: schema.type === 'integer' ? 'numeric' : 'decimal', autoComplete: 'off' } }}
    />
  );
}
