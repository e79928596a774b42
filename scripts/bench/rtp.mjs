// Return-to-player bench (part of `npm run bench`; also `node scripts/bench/rtp.mjs [rounds] [--random]`):
// simulates 1,000,000 rounds per house game with the server's own outcome code — the provably fair stream
// (HMAC-SHA256 over `clientSeed:nonce:round`) and the game modules the server settles rounds with — and prints the
// measured RTP with its 99 % confidence interval (and the distance in standard errors) next to the theoretical
// value, which is computed
// exactly from the paytables and reel strips (docs/games.md publishes the same numbers).
// Seeds are fixed by default, so a run is reproducible; --random (or RTP_BENCH_RANDOM=1) draws fresh ones.
// The check: the 99 % interval must contain the theoretical value (a correct game misses it 1 time in 100 with
// random seeds); a miss is reported, and the command exits 1 when run on its own.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// the engines are TypeScript: tsx (the server's runner) loads them for this plain Node script
const lib = async (p) => (await import('tsx/esm/api')).tsImport(pathToFileURL(path.join(ROOT, 'server/src/domain', p)).href, import.meta.url);

const Z95 = 1.959964;
const Z99 = 2.575829;

/** Running mean and variance (Welford) of returns per won staked. */
function tally() {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let hits = 0;
  return {
    add(x) {
      n += 1;
      const d = x - mean;
      mean += d / n;
      m2 += d * (x - mean);
      if (x > 0) hits += 1;
    },
    result() {
      const se = n > 1 ? Math.sqrt(m2 / (n - 1) / n) : 0;
      return { n, mean, se, hitRate: hits / n };
    },
  };
}

const pct = (x, digits = 2) => `${(x * 100).toFixed(digits)} %`;

export async function benchRtp({ rounds = Number(process.env.RTP_BENCH_ROUNDS || 1_000_000), random = process.env.RTP_BENCH_RANDOM === '1', log = console.log } = {}) {
  const { blockMessage, createStream } = await lib('fairness/provably-fair.ts');
  const { ENGINES } = await lib('house-games/games.ts');
  const { toNumber, toDecimal } = await lib('house-games/exact.ts');

  const seedFor = (game) => (random ? crypto.randomBytes(32).toString('hex') : crypto.createHash('sha256').update(`rtp-bench:${game}`).digest('hex'));
  const clientSeed = random ? crypto.randomBytes(8).toString('hex') : 'rtp-bench';
  const streamOf = (serverSeed, nonce) => createStream((r) => crypto.createHmac('sha256', serverSeed).update(blockMessage(clientSeed, nonce, r)).digest());

  /** One metric per (game, bet): the exact RTP and a function from an outcome to the return per won staked. */
  const plans = [
    {
      game: 'reels5', title: 'Fortune Reels', params: { bet: 1000 },
      metrics: [{ label: 'bet 1,000 (10 lines)', exact: ENGINES.reels5.exactRtp().total, value: (o) => o.win / 1000 }],
    },
    {
      game: 'nine', title: 'Lucky Nine', params: { bet: 1000 },
      metrics: [{ label: 'bet 1,000 (5 lines)', exact: ENGINES.nine.exactRtp().total, value: (o) => o.win / 1000 }],
    },
    (() => {
      const exact = ENGINES.baccarat.exactRtp();
      return {
        game: 'baccarat', title: 'House Baccarat', params: { bets: { player: 1000, banker: 1000, tie: 1000 } },
        metrics: ['player', 'banker', 'tie'].map((spot) => ({ label: `${spot} bet`, exact: exact[spot], value: (o) => o.returns[spot] / 1000 })),
      };
    })(),
    {
      // one crash point per round, judged for three targets (each target is its own bet)
      game: 'crash', title: 'Rocket Crash', params: { bet: 1000, target: 2 },
      draw: (stream) => ENGINES.crash.draw(stream),
      metrics: [150, 200, 1000].map((target) => ({
        label: `target ${(target / 100).toFixed(2)}×`, exact: ENGINES.crash.exactRtp(target),
        value: (crash) => (crash >= target ? target / 100 : 0),
      })),
    },
  ];

  log(`\nHouse games RTP — ${rounds.toLocaleString('en-US')} simulated rounds per game with the server's outcome code`);
  log(random ? '  seeds: random (this run)' : '  seeds: server seed sha256("rtp-bench:<game>"), client seed "rtp-bench", nonces 0 … rounds − 1 (reproducible; --random for fresh seeds)');
  log(`  ${'game, bet'.padEnd(36)}${'theoretical'.padEnd(14)}${'measured'.padEnd(12)}${'99 % CI'.padEnd(24)}${'z'.padEnd(8)}${'hits'.padEnd(9)}in CI`);
  const results = [];
  for (const plan of plans) {
    const engine = ENGINES[plan.game];
    const parsed = engine.parseParams(plan.params);
    if (!parsed.ok) throw new Error(`${plan.game}: bad bench params (${parsed.field})`);
    const serverSeed = seedFor(plan.game);
    const tallies = plan.metrics.map(() => tally());
    const started = performance.now();
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const stream = streamOf(serverSeed, nonce);
      const outcome = plan.draw ? plan.draw(stream) : engine.play(stream, parsed.params);
      plan.metrics.forEach((m, i) => tallies[i].add(m.value(outcome)));
    }
    const seconds = (performance.now() - started) / 1000;
    plan.metrics.forEach((m, i) => {
      const { mean, se, hitRate } = tallies[i].result();
      const theory = toNumber(m.exact);
      const ci95 = [mean - Z95 * se, mean + Z95 * se];
      const ci99 = [mean - Z99 * se, mean + Z99 * se];
      const z = se > 0 ? (mean - theory) / se : 0;
      const inside = theory >= ci99[0] && theory <= ci99[1];
      results.push({ game: plan.game, label: m.label, theoretical: toDecimal(m.exact, 8), measured: mean, se, z, ci95, ci99, inside, seconds });
      log(`  ${`${plan.title}, ${m.label}`.padEnd(36)}${pct(theory, 4).padEnd(14)}${pct(mean, 3).padEnd(12)}`
        + `${`[${pct(ci99[0])}, ${pct(ci99[1])}]`.padEnd(24)}${(z >= 0 ? `+${z.toFixed(2)}` : z.toFixed(2)).padEnd(8)}${pct(hitRate, 1).padEnd(9)}${inside ? 'yes' : 'NO'}`);
    });
    log(`  ${''.padEnd(36)}(${plan.title}: ${seconds.toFixed(1)} s)`);
  }
  const misses = results.filter((r) => !r.inside);
  log('  (z: measured − theoretical in standard errors; player and banker share their shoes, so their z move together)');
  log(misses.length === 0 ? '  every theoretical RTP lies inside its 99 % confidence interval' : `  OUTSIDE the 99 % interval: ${misses.map((r) => `${r.game} ${r.label}`).join(', ')}`);
  return { rounds, results, ok: misses.length === 0 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rounds = args.find((a) => /^\d+$/.test(a));
  const { ok } = await benchRtp({ ...(rounds ? { rounds: Number(rounds) } : {}), ...(args.includes('--random') ? { random: true } : {}) });
  process.exitCode = ok ? 0 : 1;
}
