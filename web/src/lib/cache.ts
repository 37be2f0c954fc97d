/**
 * Clears cached server data when a session ends, without the app shell importing TanStack Query
 * (lib/queryClient.ts registers itself here when the first logged-in screen loads it).
 */
const resets = new Set<() => void>();

export function onCacheReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetCache(): void {
  for (const reset of resets) reset();
}
