import { chromium } from '@playwright/test';
const [url, out, w, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: Number(w||1280), height: Number(h||800) }, locale: 'ko-KR' });
p.on('response', r => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
p.on('console', m => { if (m.type() === 'error' || m.type()==='warning') console.log('console:', m.text().slice(0,300)); });
await p.goto(url); await p.waitForTimeout(2500);
await p.screenshot({ path: out, fullPage: false });
await b.close();
