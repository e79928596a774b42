// The headers an HTML page of the API (the house game pages, the demo table) adds to those every answer has
// (plugins/security.ts): helmet's document headers. A JSON answer does not carry them (issue 19: every header is
// written and validated on every answer, the 10 s poll's included).
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'origin-agent-cluster': '?1', // the page asks for its own agent cluster (process isolation by origin)
  'x-dns-prefetch-control': 'off', // links on the page are not resolved ahead of a click
};
