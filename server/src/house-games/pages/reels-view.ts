// A window of spinning reels over the game's real strips: a spin scrolls each reel downwards through its strip
// (a few loops, reels stopping left to right) and lands on the stops the server settled. Winning cells light up
// and winning lines are drawn over the window.
import { symbolSvg } from './symbols';

const LINE_COLOURS = ['#ffd54f', '#4fc3f7', '#ff8a65', '#aed581', '#f06292', '#ba68c8', '#4db6ac', '#fff176', '#90caf9', '#ffab91'];

interface Reel { strip: string[]; reel: HTMLDivElement; column: HTMLDivElement; stop: number }
/** A winning line to draw: its row on each reel and its index (for the colour). */
export interface DrawnLine { rows: number[]; index: number }
export type ReelsView = ReturnType<typeof createReels>;

export function createReels(container: HTMLElement, { strips, rows }: { strips: string[][]; rows: number }) {
  container.classList.add('reels');
  container.style.setProperty('--reels', String(strips.length));
  container.style.setProperty('--rows', String(rows));
  const reels: Reel[] = strips.map((strip, index) => {
    const reel = document.createElement('div');
    reel.className = 'reel';
    reel.dataset.reel = String(index);
    const column = document.createElement('div');
    column.className = 'reel-strip';
    reel.append(column);
    container.append(reel);
    return { strip, reel, column, stop: 0 };
  });
  const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'paylines');
  overlay.setAttribute('viewBox', '0 0 100 100');
  overlay.setAttribute('preserveAspectRatio', 'none');
  container.append(overlay);
  // every cell is exactly a third (a row) of the reel's height, so a spin can move by whole cells
  const size = () => container.style.setProperty('--cell', `${reels[0]!.reel.clientHeight / rows}px`);
  if (window.ResizeObserver) new ResizeObserver(size).observe(container);
  size();

  const cell = (symbol: string) => {
    const div = document.createElement('div');
    div.className = 'cell';
    div.dataset.symbol = symbol;
    div.innerHTML = symbolSvg(symbol);
    return div;
  };

  function show(r: Reel, stop: number) {
    r.stop = stop;
    r.column.style.transition = 'none';
    r.column.style.transform = 'translateY(0)';
    r.column.replaceChildren(...Array.from({ length: rows }, (_, row) => cell(r.strip[(stop + row) % r.strip.length]!)));
  }

  function clear() {
    overlay.replaceChildren();
    container.classList.remove('has-win');
    for (const c of container.querySelectorAll('.cell.hit')) c.classList.remove('hit');
  }

  /** Spins to `stops`; resolves when the last reel has stopped. `onReelStop(i)` fires as each one lands. */
  function spin(stops: number[], { fast = false, onReelStop }: { fast?: boolean; onReelStop?: (reel: number) => void } = {}) {
    clear();
    // Reduced motion: the reels land on their stops at once, without spinning.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      reels.forEach((r, i) => { show(r, stops[i]!); onReelStop?.(i); });
      return Promise.all<void>([]);
    }
    return Promise.all(reels.map((r, i) => new Promise<void>((resolve) => {
      const L = r.strip.length;
      const to = stops[i]!;
      const loops = fast ? 1 : 1 + Math.ceil((i + 1) / 2);
      const count = ((r.stop - to + L) % L) + loops * L;
      const cells = Array.from({ length: count + rows }, (_, k) => cell(r.strip[(to + k) % L]!));
      const height = r.reel.clientHeight / rows;
      r.column.style.transition = 'none';
      r.column.replaceChildren(...cells);
      r.column.style.transform = `translateY(${-count * height}px)`;
      void r.column.offsetHeight; // start from the old window
      const duration = (fast ? 500 : 900) + i * (fast ? 120 : 260);
      r.column.style.transition = `transform ${duration}ms cubic-bezier(.25,.1,.2,1.04)`;
      r.column.style.transform = 'translateY(0)';
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        show(r, to);
        onReelStop?.(i);
        resolve();
      };
      r.column.addEventListener('transitionend', finish, { once: true });
      window.setTimeout(finish, duration + 150); // hidden tabs may not fire transitionend
    })));
  }

  /** Lights the cells [row, reel] and draws the lines (arrays of rows per reel). */
  function highlight(cells: Array<[number, number]>, lines: DrawnLine[] = []) {
    container.classList.toggle('has-win', cells.length > 0);
    for (const [row, reel] of cells) reels[reel]?.column.children[row]?.classList.add('hit');
    lines.forEach(({ rows: path, index }) => {
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', path.map((row, reel) => `${((reel + 0.5) / reels.length) * 100},${((row + 0.5) / rows) * 100}`).join(' '));
      line.setAttribute('stroke', LINE_COLOURS[index % LINE_COLOURS.length]!);
      line.setAttribute('class', 'payline');
      overlay.append(line);
    });
  }

  reels.forEach((r) => show(r, Math.floor(Math.random() * r.strip.length)));
  return { spin, highlight, clear, show: (stops: number[]) => reels.forEach((r, i) => show(r, stops[i]!)) };
}
