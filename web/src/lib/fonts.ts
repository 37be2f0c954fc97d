/**
 * The Rubik subsets the early script preloaded (src/boot/early.js: Latin and Hebrew, on a fast connection only), loaded
 * as the page's font faces. A preloaded file is only a download: its face stays "unloaded" until a layout needs one of
 * its letters, and a family with a face not yet loaded makes Chromium build a stand-in system font for every text style
 * of that layout (on Linux each is a call to the browser's font service), then lay the text out again when the face
 * comes in. Loaded before the first render, the screen is laid out once, in Rubik. Without a preload (a slow
 * connection) nothing is asked for: the fonts would hold the first screen back.
 */
export function preloadedFontsLoaded(): Promise<unknown> {
  if (!document.querySelector('link[rel="preload"][as="font"]')) return Promise.resolve();
  // One letter of each subset: `load` resolves once every face they fall in has loaded.
  return document.fonts.load("1em 'Rubik Variable'", "aא").catch(() => undefined);
}
