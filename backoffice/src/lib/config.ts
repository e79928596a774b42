// Where the operator API lives. The static server writes it into a meta tag of index.html, so the console
// fetches nothing but the API (its CSP's connect-src names the API alone). A dev server leaves the
// placeholder: the API is then the default port on the same host.
export function apiBaseUrl(doc: Document = document, loc: Location = window.location): string {
  const value = doc.querySelector('meta[name="casino-api"]')?.getAttribute('content') ?? '';
  if (value && !value.includes('%')) return value.replace(/\/+$/, '');
  return `${loc.protocol}//${loc.hostname}:4000`;
}
