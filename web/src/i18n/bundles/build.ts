/** A locale file: nested keys down to strings. */
export interface LocaleTree {
  [key: string]: string | LocaleTree;
}

/** Turns a language's locale files (by path) into namespaces (i18n/translate.ts). */
export function buildBundle(files: Record<string, LocaleTree>): Record<string, LocaleTree> {
  const bundle: Record<string, LocaleTree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const match = /\/([\w-]+)\.json$/.exec(file);
    if (match) bundle[match[1]] = tree;
  }
  return bundle;
}
