// The worker index.html's early script starts, signed in (src/boot/early.js): a page's first formatter loads the
// browser's locale data, 30-60 ms here and four times that on a phone. That data is shared by the page's threads, so
// this worker loads it while the page waits for its code, and the first render's formatters find it ready. Its name is
// the locale; the options are lib/dates.ts's (dateStyle and timeStyle would load more than the app uses). A file of its
// own, not a blob: making a blob's address took 5-20 ms of the page's main thread before its first paint.
new Intl.NumberFormat(self.name).format(1);
new Intl.DateTimeFormat(self.name, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
}).format(0);
close();
