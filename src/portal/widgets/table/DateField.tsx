import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';

dayjs.extend(customParseFormat);

const iso = 'YYYY-MM-DD';

/** "DD/MM/YYYY" -> "DD/MM/YYYY" for a placeholder (escaped literals unwrapped). */
const placeholderOf = (pattern: string) => pattern.replace(/\[([^\]]*)\]/g, '$1');

/**
 * A date typed in the configured date format (the one tables show, DD/MM/YYYY by default); ISO
 * (YYYY-MM-DD) is accepted too. Reports an ISO date, or '' when cleared; half-typed text waits.
 */
export function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
}) {
  const pattern = useConfig().constants.dateFormat;
  const [text, setText] = useState(formatDate(value, pattern));
  useEffect(() => setText((current) => (parse(current) === value ? current : formatDate(value, pattern))), [value, pattern]); // eslint-disable-line react-hooks/exhaustive-deps
  const parse = (typed: string) => {
    const date = [pattern, iso].map((p) => dayjs(typed.trim(), p, true)).find((d) => d.isValid());
    return date ? date.format(iso) : undefined;
  };
  const parsed = parse(text);
  const outOfRange = parsed !== undefined && ((min && parsed < min) || (max && parsed > max));
  const invalid = text.trim() !== '' && (parsed === undefined || Boolean(outOfRange));
  return (
    <TextField
      id={id}
      size="small"
      label={label}
      value={text}
      placeholder={placeholderOf(pattern)}
      error={invalid}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value.trim() === '' ? '' : parse(e.target.value);
        if (next !== undefined) onChange(next);
      }}
      onBlur={() => parsed && setText(formatDate(parsed, pattern))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid || undefined } }}
      // Never narrower than a whole date: on a phone the field wraps to a line of its own rather than cut "10/11/2026".
      sx={{ flex: 1, minWidth: `calc(${placeholderOf(pattern).length + 2}ch + 28px)` }}
    />
  );
}
