import { takeFlag } from './client.mjs';

const pct = (x) => `${(x * 100).toFixed(1)} %`;

export const commands = {
  remote: {
    usage: [
      'remote list | remote set <account|games|wallet|support> <version>             [--domain localhost]',
      '  remote publish <name> <version>                                   learn of a release from the release.json its origin serves',
      '  remote canary <name> <version> --percent 10 [--members 12,alice] [--reason …]   (gate first; again to change percent/members)',
      '  remote promote <name> [--force --reason …] | remote rollback <name> [--reason …]   (--force: promote a canary rolled back automatically or less healthy than stable)',
      '  remote preview <name> <version>                                   a link that loads the release in one browser session (an hour at most)',
      '  remote plan <name> <version> --steps 1%:10m,10%:30m,50%:1h [--reason …]   a step plan: each step advances when its analysis passes, then promote',
      '  remote plan-status <name> | remote plan-pause|plan-resume|plan-abort|plan-skip <name> [--reason …]',
      '  remote status | remote history [<name>] [--limit 50] | remote releases [<name>]',
      '  remote policy [--max-failure-rate 0.05 --min-loads 20 --window-minutes 10 --min-reporters 10]',
    ].join('\n'),
    async run(args, client) {
      const domain = takeFlag(args, 'domain', 'localhost');
      const reason = takeFlag(args, 'reason', undefined);
      const [verb, name, version] = args;
      const post = (path, body) => client.call('POST', path, { domain, ...(reason ? { reason } : {}), ...body });
      const showRow = (row) => console.log(`${domain}: ${row.name} stable ${row.stable}${row.canary ? `, canary ${row.canary.version} at ${row.canary.percent} %${row.canary.members.length ? ` + ${row.canary.members.join(', ')}` : ''}` : ', no canary'}`);
      const showPlan = (s, withHistory = false) => {
        const p = s.plan;
        if (!p) { console.log(`${s.domain}: ${s.name} has no plan`); return; }
        console.log(`${s.domain}: ${p.name} ${p.version} plan #${p.id} ${p.steps_text} → promote: ${p.state}, step ${p.current_step} of ${p.steps.length}${p.state === 'running' ? ` until ${p.step_ends_at}` : ''}${p.state_reason ? ` (${p.state_reason})` : ''}`);
        if (withHistory) for (const e of s.transitions) console.log(`  ${e.at}  ${e.action.padEnd(13)} ${e.actor}: ${e.reason}`);
      };
      switch (verb) {
        case 'publish': {
          if (!name || !version) throw new Error('remote publish needs a name and a version');
          const r = await post(client.OperatorPaths.remotePublish(name), { version });
          console.log(`published ${r.name} ${r.version} (commit ${r.commit.slice(0, 12)}, ${r.files} files, contract ${r.contract_version}) from ${r.base_url}`);
          return;
        }
        case 'canary': {
          const percent = Number(takeFlag(args, 'percent', '0'));
          const members = (takeFlag(args, 'members', '') || '').split(',').map((s) => s.trim()).filter(Boolean)
            .map((m) => (/^\d+$/.test(m) ? Number(m) : m));
          if (!name || !version) throw new Error('remote canary needs a name and a version');
          showRow(await post(client.OperatorPaths.remoteCanary(name), { version, percent, members }));
          return;
        }
        case 'promote':
        case 'rollback': {
          const at = args.indexOf('--force');
          const force = verb === 'promote' && at >= 0;
          if (at >= 0) args.splice(at, 1);
          if (!name) throw new Error(`remote ${verb} needs a name`);
          if (force && !reason) throw new Error('remote promote --force needs --reason …');
          const path = verb === 'promote' ? client.OperatorPaths.remotePromote(name) : client.OperatorPaths.remoteRollback(name);
          showRow(await post(path, force ? { force: true } : {}));
          return;
        }
        case 'preview': {
          if (!name || !version) throw new Error('remote preview needs a name and a version');
          const p = await client.call('POST', client.OperatorPaths.remotePreview(name), { domain, version });
          console.log(`preview of ${name} ${version} on ${domain}, until ${p.expires_at}; open in the browser to try it (only that tab's session sees it):`);
          console.log(p.url);
          return;
        }
        case 'plan': {
          const steps = takeFlag(args, 'steps', undefined);
          if (!name || !version || !steps) throw new Error('remote plan needs a name, a version and --steps 1%:10m,10%:30m,…');
          showPlan(await post(client.OperatorPaths.remotePlan(name), { version, steps }));
          return;
        }
        case 'plan-status':
          if (!name) throw new Error('remote plan-status needs a name');
          showPlan(await client.call('GET', client.OperatorPaths.remotePlan(name), { domain }), true);
          return;
        case 'plan-pause':
        case 'plan-resume':
        case 'plan-abort':
        case 'plan-skip':
          if (!name) throw new Error(`remote ${verb} needs a name`);
          showPlan(await post(client.OperatorPaths.remotePlanAction(name, verb.slice('plan-'.length)), {}));
          return;
        case 'status': {
          const s = await client.call('GET', client.OperatorPaths.remoteStatus, { domain });
          console.log(`${s.domain}: automatic rollback ${s.policy.custom ? '' : '(defaults) '}when > ${pct(s.policy.max_failure_rate)} of ≥ ${s.policy.min_reporters} reporters see a canary fail, over ≥ ${s.policy.min_loads} loads in ${s.policy.window_minutes} min, and worse than stable`);
          const lines = [];
          for (const r of s.remotes) {
            for (const h of r.health.length ? r.health : [{ version: r.stable, track: 'stable', last_15m: null, last_24h: null }]) {
              lines.push({
                remote: r.name, version: h.version, track: h.track === 'canary' ? `canary ${r.canary.percent} %${r.canary.members.length ? ` + ${r.canary.members.join(', ')}` : ''}` : h.track,
                '15m loads': h.last_15m?.loads ?? 0, '15m failures': h.last_15m?.failures ?? 0, '15m rate': pct(h.last_15m?.failure_rate ?? 0),
                '24h loads': h.last_24h?.loads ?? 0, '24h failures': h.last_24h?.failures ?? 0, '24h rate': pct(h.last_24h?.failure_rate ?? 0),
              });
            }
          }
          console.table(lines);
          return;
        }
        case 'history': {
          const limit = takeFlag(args, 'limit', '50');
          const h = await client.call('GET', client.OperatorPaths.remoteHistory, { domain, limit, name });
          for (const e of h.list) {
            console.log(`${e.at}  ${e.name.padEnd(8)} ${e.action.padEnd(13)} ${e.actor.padEnd(14)} ${e.from ?? '-'} → ${e.to ?? '-'}${e.percent !== null ? ` (${e.percent} %)` : ''}  ${e.reason}`);
          }
          return;
        }
        case 'releases': {
          const r = await client.call('GET', client.OperatorPaths.remoteReleases, { name });
          console.table(r.list.map((x) => ({ name: x.name, version: x.version, commit: x.commit.slice(0, 12), built: x.built_at, contract: x.contract_version, files: x.files })));
          return;
        }
        case 'policy': {
          const rate = takeFlag(args, 'max-failure-rate', undefined);
          const loads = takeFlag(args, 'min-loads', undefined);
          const minutes = takeFlag(args, 'window-minutes', undefined);
          const reporters = takeFlag(args, 'min-reporters', undefined);
          let p = await client.call('GET', client.OperatorPaths.remotePolicy, { domain });
          if (rate !== undefined || loads !== undefined || minutes !== undefined || reporters !== undefined) {
            p = await client.call('PUT', client.OperatorPaths.remotePolicy, {
              domain, max_failure_rate: Number(rate ?? p.max_failure_rate), min_loads: Number(loads ?? p.min_loads), window_minutes: Number(minutes ?? p.window_minutes),
              min_reporters: Number(reporters ?? p.min_reporters),
            });
          }
          console.log(`${domain}: automatic rollback when > ${pct(p.max_failure_rate)} of ≥ ${p.min_reporters} reporters see a canary fail, over ≥ ${p.min_loads} loads in ${p.window_minutes} min, and worse than stable${p.custom ? '' : ' (defaults)'}`);
          return;
        }
        case 'set':
          if (!name || !version) throw new Error('remote set needs a name and a version');
          await client.call('PUT', client.OperatorPaths.remote(name), { version, domain });
          console.log(`${domain}: ${name} → ${version}`);
          break;
        case 'list':
        case undefined:
          break;
        default:
          throw new Error(`unknown: remote ${verb}`);
      }
      const data = await client.call('GET', client.OperatorPaths.remotes, { domain });
      console.table(data.list.map(({ name: n, version: v, entry }) => ({ name: n, version: v, entry })));
    },
  },
};
