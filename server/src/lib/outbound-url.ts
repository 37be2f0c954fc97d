/**
 * SECURITY.md "Outbound requests": the server fetches or POSTs only to URLs an operator allowed, so it cannot be
 * turned into a tool to reach anywhere (SSRF). Shared by push endpoints and the results feed.
 */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

const bare = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, "$1");

/**
 * https on a host in the allowlist (exact, case-insensitive), or plain http on an allowlisted loopback host
 * (a local service in tests). No credentials in the URL.
 */
export function isOutboundUrlAllowed(target: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = bare(url.hostname);
  if (!allowlist.some((allowed) => bare(allowed) === host)) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(host));
}
