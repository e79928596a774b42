import { chromium } from '@playwright/test';
const [base, out, w, h, login, ...paths] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: Number(w), height: Number(h) }, locale: 'ko-KR' });
const p = await ctx.newPage();
p.on('pageerror', e => console.log('pageerror', e.message.slice(0, 200)));
await p.addInitScript(() => { localStorage.setItem('casino.tutorial_hidden', '1'); const d=new Date(); const t=`${d.getFullYear()}-${String(d.getMonth()+1).padStart(2,'0')}-${String(d.getDate()).padStart(2,'0')}`; const f={}; for (let i=1;i<50;i++) f[i]=t; localStorage.setItem('casino.notice_flag', JSON.stringify(f)); });
if (login === 'demo') {
  await p.goto(base + '/login'); await p.waitForTimeout(1500);
  await p.locator('[data-testid$="-username"]').first().fill('demo'); await p.locator('input[type=password]').first().fill('demo1234');
  await p.keyboard.press('Enter'); await p.waitForTimeout(2500);
}
let i = 0;
for (const path of paths) { await p.goto(base + path); await p.waitForTimeout(2500); await p.screenshot({ path: `${out}-${i++}.png` }); }
await b.close();
