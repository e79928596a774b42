// Small DOM helpers of the house pages: building elements, finding them by test id, and the site's origin that
// messages may go to (the server writes the allowed origins into a meta tag; nothing is posted anywhere else).

type Attrs = Record<string, string | boolean | number | ((event: Event) => unknown) | undefined>;

/**
 * An element: `text` sets textContent, `html` innerHTML (constant markup only: icons, symbols — never server or
 * member text), data-/aria-/role/type/id/hidden attributes, anything else as a property (className, onclick, …).
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, children: Array<Node | string> = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    if (k === 'text') node.textContent = String(v);
    else if (k === 'html') node.innerHTML = String(v);
    else if (k.startsWith('data-') || k.startsWith('aria-') || k === 'role' || k === 'type' || k === 'id' || k === 'hidden') node.setAttribute(k, String(v));
    else (node as unknown as Record<string, unknown>)[k] = v;
  }
  for (const c of children) node.append(c);
  return node;
}

/** The element with this data-testid (the pages' markup has each once). */
export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  const node = document.querySelector<T>(`[data-testid="${id}"]`);
  if (!node) throw new Error(`missing [data-testid="${id}"]`);
  return node;
}

/** The site's origin, if it is one this server allows to frame its pages. */
export function parentOrigin(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="house-parent-origins"]');
  let allowed: string[] = [];
  try { allowed = JSON.parse(meta ? meta.content : '[]') as string[]; } catch { /* none */ }
  const candidates: string[] = [];
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length) candidates.push(ancestors[0]!);
  try { if (document.referrer) candidates.push(new URL(document.referrer).origin); } catch { /* none */ }
  return candidates.find((o) => allowed.includes(o)) ?? null;
}

/** Posts `{type, …}` to the framing site (only to an allowed origin, only when framed). */
export function notifyParent(type: string, extra: Record<string, unknown> = {}): void {
  const origin = parentOrigin();
  if (origin && window.parent !== window) window.parent.postMessage({ type, ...extra }, origin);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => { window.setTimeout(resolve, ms); });
