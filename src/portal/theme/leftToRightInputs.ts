import type { Theme } from '@mui/material/styles';

/**
 * Fields whose content is always left-to-right text (e-mail addresses, phone numbers, one-time codes, passwords,
 * URLs, card numbers, amounts) are typed left to right on a right-to-left page too: in the page's direction
 * "bad@" would show as "@bad". Decided here, once for every TextField of the portal (RJSF forms included), by the
 * field's kind as HTML already states it: its type, its autocomplete token or its inputmode. A field of such text
 * that HTML has no kind for (an account number, a wallet address, a recovery code) says `dir: 'ltr'` itself.
 */
const ltrTypes = new Set(['email', 'tel', 'password', 'url', 'number']);
const ltrInputModes = new Set(['email', 'tel', 'url', 'numeric', 'decimal']);
const ltrAutoComplete = new Set(['email', 'one-time-code', 'new-password', 'current-password', 'url', 'cc-number', 'cc-exp', 'cc-csc']);

interface FieldKind {
  type?: unknown;
  autoComplete?: unknown;
  inputMode?: unknown;
  multiline?: unknown;
  select?: unknown;
}

/** Whether a field's content is left-to-right text, from its type, autocomplete token (the last one: "section-x tel") or inputmode. */
export function isLeftToRightField(field: FieldKind, htmlInput: FieldKind = {}): boolean {
  if (field.multiline || field.select) return false;
  const type = htmlInput.type ?? field.type;
  const autoComplete = String(htmlInput.autoComplete ?? field.autoComplete ?? '')
    .trim()
    .split(/\s+/)
    .pop();
  const inputMode = htmlInput.inputMode;
  return (
    ltrTypes.has(String(type)) ||
    ltrInputModes.has(String(inputMode)) ||
    Boolean(autoComplete && (ltrAutoComplete.has(autoComplete) || autoComplete.startsWith('tel') || autoComplete.startsWith('cc-exp')))
  );
}

type HtmlInputProps = FieldKind & Record<string, unknown>;
type SlotPropsOf = (ownerState: never) => HtmlInputProps;

// The TextField's own htmlInput props, read inside the default below: MUI hands the default the field's props, whose
// htmlInput is the merge of this default and the field's own props (it calls this default again: answered empty).
let readingOwnProps = false;

function htmlInputDefault(ownerState: FieldKind & { slotProps?: { htmlInput?: unknown } }): HtmlInputProps {
  if (readingOwnProps) return {};
  readingOwnProps = true;
  try {
    const own = ownerState.slotProps?.htmlInput;
    const props = (typeof own === 'function' ? (own as SlotPropsOf)(ownerState as never) : own) as HtmlInputProps | undefined;
    return isLeftToRightField(ownerState, props ?? {}) ? { dir: 'ltr' } : {};
  } finally {
    readingOwnProps = false;
  }
}

/**
 * The theme's part: every TextField's input gets dir="ltr" when its content is left-to-right text (the field's own
 * `dir` wins); on a right-to-left page such an input keeps its text at the start of the field, on the right.
 */
export function leftToRightInputs(direction: 'ltr' | 'rtl'): NonNullable<Theme['components']> {
  return {
    MuiTextField: { defaultProps: { slotProps: { htmlInput: htmlInputDefault as never } } },
    // `end` of a left-to-right input is the page's start on a right-to-left page (a logical value: the RTL styles keep it).
    ...(direction === 'rtl' ? { MuiInputBase: { styleOverrides: { input: { '&[dir="ltr"]': { textAlign: 'end' } } } } } : {}),
  };
}
