// Rocket Crash page: pick a bet and an auto cash-out target, launch; the rocket climbs along its curve to the
// crash point the server settled (game math: server/src/domain/house-games/crash.ts), cashing out on the way if
// it reaches the target. The flight is the show: the round was settled before it starts.
import * as game from '../../domain/house-games/crash';
import type { CrashOutcome } from '../../domain/house-games/crash';
import { percent } from '../../domain/house-games/exact';
import { byTestId as $ } from './dom';
import { money, t } from './i18n';
import { startShell } from './shell';

const AUTO_ROUNDS = 10;
const history: CrashOutcome[] = [];
let betIndex = game.BET_LEVELS.indexOf(1000);

const shell = await startShell({
  rules(panel) {
    const p = (text: string, className: string) => Object.assign(document.createElement('p'), { textContent: text, className });
    panel.append(p(t('crashNote'), 'muted'), p(`${t('rtp')}: ${percent(game.exactRtp(200))}`, 'rtp'));
  },
});
const { store } = shell;

const canvas = $<HTMLCanvasElement>('crash-canvas');
const ctx = canvas.getContext('2d')!;
const multiplierEl = $('multiplier');
const note = $('crash-note');
const targetInput = $<HTMLInputElement>('target');
const playBtn = $<HTMLButtonElement>('play');
const autoBtn = $<HTMLButtonElement>('auto');
const stars = Array.from({ length: 60 }, () => [Math.random(), Math.random(), Math.random() * 1.5 + 0.3]);

function draw(m: number, done: 'crashed' | null) {
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(w * dpr)) { canvas.width = Math.round(w * dpr); canvas.height = Math.round(h * dpr); }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = 'rgba(255,255,255,.7)';
  for (const [x, y, r] of stars) { ctx.beginPath(); ctx.arc(x * w, ((y + m / 40) % 1) * h, r, 0, Math.PI * 2); ctx.fill(); }
  // the curve: x by time, y by log of the multiplier, scaled to fit
  const top = Math.max(2, m * 1.15);
  const px = (mm: number) => 24 + (Math.log(mm) / Math.log(top)) * (w - 60);
  const py = (mm: number) => h - 24 - (Math.log(mm) / Math.log(top)) * (h - 70);
  ctx.strokeStyle = done === 'crashed' ? '#ff8a80' : '#ffc83d';
  ctx.lineWidth = 4;
  ctx.beginPath();
  for (let i = 0; i <= 60; i += 1) {
    const mm = Math.exp((Math.log(m) * i) / 60);
    if (i === 0) ctx.moveTo(px(mm), py(mm)); else ctx.lineTo(px(mm), py(mm));
  }
  ctx.stroke();
  const x = px(m);
  const y = py(m);
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-Math.PI / 4);
  if (done === 'crashed') {
    for (let i = 0; i < 12; i += 1) {
      ctx.fillStyle = i % 2 ? '#ff7043' : '#ffd54f';
      ctx.beginPath(); ctx.arc(Math.cos(i) * 14, Math.sin(i * 1.7) * 14, 7, 0, Math.PI * 2); ctx.fill();
    }
  } else {
    ctx.fillStyle = '#eceff1'; ctx.beginPath(); ctx.moveTo(22, 0); ctx.lineTo(-10, -9); ctx.lineTo(-10, 9); ctx.closePath(); ctx.fill();
    ctx.fillStyle = '#e53935'; ctx.fillRect(-16, -6, 6, 12);
    ctx.fillStyle = '#4fc3f7'; ctx.beginPath(); ctx.arc(4, 0, 4, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#ffab40'; ctx.beginPath(); ctx.moveTo(-16, -5); ctx.lineTo(-28 - Math.random() * 8, 0); ctx.lineTo(-16, 5); ctx.fill();
  }
  ctx.restore();
}

const reducedMotion = () => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
const fmt = (m: number) => `${m.toFixed(2)}×`;

/** Flies to the crash point (hundredths); cashes out on the way when the target is reached. */
function fly(outcome: CrashOutcome) {
  return new Promise<void>((resolve) => {
    const end = outcome.crash / 100;
    const target = outcome.target / 100;
    let k = Math.log(2) / 1.4;
    if (Math.log(end) / k > 6.5) k = Math.log(end) / 6.5;
    // Reduced motion: no flight; the rocket's last frame at once (the result is the same).
    const start = reducedMotion() ? performance.now() - (Math.log(end) / k) * 1000 - 1 : performance.now();
    multiplierEl.className = 'multiplier';
    note.textContent = t('flying');
    let cashed = false;
    const frame = (now: number) => {
      const m = Math.min(end, Math.exp((k * (now - start)) / 1000));
      multiplierEl.textContent = fmt(m);
      if (!cashed && outcome.won && m >= target) {
        cashed = true;
        multiplierEl.classList.add('cashed');
        note.textContent = t('cashedOut', { m: fmt(target) });
        shell.sound('win');
      }
      if (m >= end) {
        draw(end, 'crashed');
        multiplierEl.classList.remove('cashed');
        multiplierEl.classList.add('crashed');
        multiplierEl.textContent = fmt(end);
        note.textContent = outcome.won ? `${t('cashedOut', { m: fmt(target) })} · ${t('crashed', { m: fmt(end) })}` : t('crashed', { m: fmt(end) });
        shell.sound('boom');
        resolve();
        return;
      }
      draw(m, null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const target = () => Number(targetInput.value);

function render() {
  $('bet-amount').textContent = money(game.BET_LEVELS[betIndex]);
  playBtn.style.setProperty('--p', String(shell.pacingProgress()));
  playBtn.disabled = !store.canStart() || store.autoLeft > 0;
  const locked = store.busy || store.autoLeft > 0;
  $<HTMLButtonElement>('bet-down').disabled = locked || betIndex === 0;
  $<HTMLButtonElement>('bet-up').disabled = locked || betIndex === game.BET_LEVELS.length - 1;
  targetInput.disabled = locked;
  autoBtn.setAttribute('aria-pressed', String(store.autoLeft > 0));
  autoBtn.textContent = store.autoLeft > 0 ? t('autoLeft', { n: store.autoLeft }) : t('auto');
}
store.onChange(render);
window.setInterval(render, 150);

async function launch(): Promise<boolean> {
  const cents = Math.round(target() * 100);
  if (!(cents >= game.MIN_TARGET && cents <= game.MAX_TARGET)) { shell.message(t('invalidBet'), 'error'); return false; }
  const result = await shell.play<CrashOutcome>({ bet: game.BET_LEVELS[betIndex], target: cents / 100 });
  if (!result) return false;
  shell.sound('spin');
  await fly(result.round.outcome);
  history.unshift(result.round.outcome);
  $('crash-history').replaceChildren(...history.slice(0, 12).map((o) =>
    Object.assign(document.createElement('span'), { className: o.won ? 'up' : 'down', textContent: fmt(o.crash / 100) })));
  const win = result.round.win ?? 0;
  if (win > 0) shell.message(t('youWin', { amount: money(win) }));
  shell.settled(result);
  return true;
}

playBtn.addEventListener('click', () => { void launch(); });
$('bet-down').addEventListener('click', () => { betIndex = Math.max(0, betIndex - 1); render(); });
$('bet-up').addEventListener('click', () => { betIndex = Math.min(game.BET_LEVELS.length - 1, betIndex + 1); render(); });
for (const b of document.querySelectorAll<HTMLElement>('[data-target]')) {
  b.addEventListener('click', () => { targetInput.value = Number(b.dataset.target).toFixed(2); shell.sound('click'); });
}
autoBtn.addEventListener('click', () => {
  if (store.autoLeft > 0) { store.stopAuto(); return; }
  void shell.autoplay(AUTO_ROUNDS, launch);
});
window.addEventListener('resize', () => draw(1, null));
draw(1, null);
render();
