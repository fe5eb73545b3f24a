import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../engine/format';
import { latinDigits } from '../../../engine/text';
import { useConfig } from '../app/runtime';

dayjs.extend(customParseFormat);

const iso = 'YYYY-MM-DD';

/** The letters the language writes day (D), month (M) and year (Y) with in a date's placeholder (de: T, M, J). */
type DateLetters = Record<'D' | 'M' | 'Y', string>;

/** "DD/MM/YYYY" -> "TT/MM/JJJJ" (de) for a placeholder: the pattern's D, M and Y in the language's letters, escaped literals unwrapped. */
const placeholderOf = (pattern: string, letters: DateLetters) =>
  pattern
    .split(/(\[[^\]]*\])/)
    .map((part) => (part.startsWith('[') ? part.slice(1, -1) : part.replace(/[DMY]/g, (token) => letters[token as keyof DateLetters])))
    .join('');

/** The pattern's day, month and year tokens alone, in its order: "DD/MM/YYYY" -> "DDMMYYYY", "YYYY[年]MM[月]DD[日]" -> "YYYYMMDD". */
const digitsOnly = (pattern: string) => pattern.replace(/\[[^\]]*\]|[^DMY]/g, '');

/**
 * A date typed in the configured date format (the one tables show, DD/MM/YYYY by default); ISO
 * (YYYY-MM-DD) is accepted too, and digits of any script. Reports an ISO date, or '' when cleared;
 * half-typed text waits. `error` marks it wrong for a reason of its form's (a required date left empty).
 */
export function DateField({
  id,
  label,
  value,
  min,
  max,
  required,
  disabled,
  error,
  fullWidth,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** A form's field (full width, the form's size) rather than a filter's (small, beside the other end of its range). */
  fullWidth?: boolean;
  onChange(value: string): void;
  onBlur?(): void;
}) {
  const pattern = useConfig().constants.dateFormat;
  const { t } = useTranslation();
  const placeholder = placeholderOf(pattern, { D: t('widget.date.letter.day'), M: t('widget.date.letter.month'), Y: t('widget.date.letter.year') });
  const [text, setText] = useState(formatDate(value, pattern));
  useEffect(() => setText((current) => (parse(current) === value ? current : formatDate(value, pattern))), [value, pattern]); // eslint-disable-line react-hooks/exhaustive-deps
  const parse = (typed: string) => {
    // A phone's number keyboard has no separator: "14051990" reads as the pattern's day, month and year.
    const date = [pattern, iso, digitsOnly(pattern)].map((p) => dayjs(latinDigits(typed).trim(), p, true)).find((d) => d.isValid());
    return date ? date.format(iso) : undefined;
  };
  const parsed = parse(text);
  const outOfRange = parsed !== undefined && ((min && parsed < min) || (max && parsed > max));
  const invalid = text.trim() !== '' && (parsed === undefined || Boolean(outOfRange));
  // Why, once the field is left: red alone said nothing of "32/13/2026". min and max are the other end of a range.
  const [left, setLeft] = useState(false);
  const problem = invalid && left ? (outOfRange ? t('widget.date.startAfterEnd') : t('widget.date.invalid', { pattern: placeholder })) : undefined;
  return (
    <TextField
      id={id}
      size={fullWidth ? 'medium' : 'small'}
      fullWidth={fullWidth}
      label={label}
      value={text}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      error={invalid || error}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value.trim() === '' ? '' : parse(e.target.value);
        if (next !== undefined) onChange(next);
      }}
      helperText={problem}
      onBlur={() => {
        setLeft(true);
        if (parsed) setText(formatDate(parsed, pattern));
        onBlur?.();
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', 'aria-invalid': invalid || error || undefined } }}
      // Never narrower than a whole date: on a phone the field wraps to a line of its own rather than cut "10/11/2026".
      sx={fullWidth ? undefined : { flex: 1, minWidth: `calc(${placeholder.length + 2}ch + 28px)` }}
    />
  );
}
