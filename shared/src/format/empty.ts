// What every app shows where a value is missing (a date never set, an unknown bank, a limit not chosen):
// one mark, so that "nothing here" reads the same on every page.
export const EMPTY_VALUE = '—';

/** Text as it is, or the empty mark when it is missing or blank. */
export const orEmpty = (value: string | null | undefined): string => (value && value.trim() ? value : EMPTY_VALUE);
