import dayjs from 'dayjs';

/** Formats a date with the configured pattern (DD/MM/YYYY by default); empty for missing or invalid input. */
export function formatDate(value: Date | string | number | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** Formats a date and time: the date pattern followed by 24-hour HH:mm:ss. */
export function formatDateTime(value: Date | string | number | null | undefined, pattern: string): string {
  return formatDate(value, `${pattern} HH:mm:ss`);
}
