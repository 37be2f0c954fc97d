/**
 * Intl formatters, made once per locale and options: building one costs far more than formatting with it (a
 * dashboard's kickoffs and rates built dozens, about 100 ms of a phone's start-up), and they never change.
 */
type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.RelativeTimeFormatOptions;

const made = new Map<string, unknown>();

function memo<T>(kind: string, locale: string | undefined, options: Options, make: () => T): T {
  const key = `${kind}\u0000${locale ?? ""}\u0000${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) =>
  memo("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  memo("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  memo("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
