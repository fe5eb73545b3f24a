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

/** What may stand between a date pattern's parts: separators and escaped literals ("[年]"), no D, M or Y. */
const between = String.raw`(?:\[[^\]]*\]|[^DMY[\]])*`;

/**
 * A date pattern without its year: "DD/MM/YYYY" -> "DD/MM", "YYYY-MM-DD" -> "MM-DD", "YYYY[年]MM[月]DD[日]" ->
 * "MM[月]DD[日]". For the ticks of a chart's date axis: a phone has no room for ten characters a tick, and the
 * tooltip still tells the whole date.
 */
export function withoutYear(pattern: string): string {
  const first = new RegExp(`^Y+${between}`);
  const last = new RegExp(`${between}Y+$`);
  return first.test(pattern) ? pattern.replace(first, '') : last.test(pattern) ? pattern.replace(last, '') : pattern.replace(/Y+/, '');
}
