// The info dialog: the game's rules and paytable, the fairness tab (seeds, rotation) and the history tab
// (latest rounds, Verify).
import { el } from '../dom';
import { renderFairness, renderHistory } from '../fair-panel';
import { t } from '../i18n';
import type { ShellStore } from './store';

export function wireInfoDialog(button: HTMLButtonElement, store: ShellStore, rules: (panel: HTMLElement) => void): void {
  const dialog = el('dialog', { className: 'dialog info', 'data-testid': 'info-dialog' });
  document.body.append(dialog);
  button.addEventListener('click', () => {
    const panel = el('div', { className: 'tab-panel' });
    const tabs: Array<[string, string]> = [['rules', t('tabRules')], ['fair', t('tabFair')], ['history', t('tabHistory')]];
    const tabBar = el('div', { className: 'tabs', role: 'tablist' }, tabs.map(([key, label]) =>
      el('button', { type: 'button', role: 'tab', className: 'tab', 'data-tab': key, 'data-testid': `tab-${key}`, text: label, onclick: () => show(key) })));
    function show(key: string) {
      for (const b of tabBar.children) b.setAttribute('aria-selected', String((b as HTMLElement).dataset.tab === key));
      panel.replaceChildren();
      if (key === 'rules') rules(panel);
      else if (key === 'fair') void renderFairness(panel, store);
      else void renderHistory(panel);
    }
    dialog.replaceChildren(tabBar, panel, el('div', { className: 'dialog-actions' }, [
      el('button', { type: 'button', className: 'btn', 'data-testid': 'close-info', text: t('close'), onclick: () => dialog.close() }),
    ]));
    show('rules');
    dialog.showModal();
  });
}
