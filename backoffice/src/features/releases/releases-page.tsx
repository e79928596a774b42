// The rollout console (issue 45 §5): per remote of a site, the stable version, the canary (share and named members),
// the step plan and its current step, health charts per version, and the release moves (publish, canary, percent,
// promote, rollback, plan pause/resume/abort/skip), the history and the site's rollback thresholds. Every move calls
// the endpoint the CLI calls and shows the server's refusal as it came (the failure catalogue, then the reason).
// Live: a `rollout` event on the operator stream (a plan's step, an automatic rollback) is a notification on every
// open console and reloads the remote at once. A release operator sees only the remotes it owns.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Descriptions, Input, InputNumber, Segmented, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { EMPTY_VALUE, formatTimestamp, type Result } from '@casino/shared';
import { OperatorPaths, ROLLOUT_PLAN_ACTIONS, type RolloutPlanAction } from '@casino/shared/contract';
import { useStores } from '../../lib/stores';
import { useAction, useApi } from '../../lib/use-api';
import { useFailureText, type OpFailure } from '../../lib/failures';
import { can } from '../../lib/roles';
import { HealthChart, type VersionSeries } from './health-chart';

interface RemoteStatus {
  name: string; domain: string; inherited: boolean; base_url: string; stable: string;
  canary: { version: string; percent: number; members: string[] } | null;
}
interface Policy { max_failure_rate: number; min_loads: number; window_minutes: number; min_reporters: number; custom: boolean }
interface StatusAnswer { domain: string; policy: Policy; remotes: RemoteStatus[] }
interface Plan { version: string; steps_text: string; current_step: number; steps: unknown[]; state: string; state_reason: string; step_ends_at: string }
interface PlanAnswer { plan: Plan | null }
interface HistoryRow { id: number; at: string; action: string; actor: string; from: string | null; to: string | null; percent: number | null; reason: string }
type Refusal = { reason?: string } | null;
/** `domain` in a query or a body, when one was chosen (the server's default site otherwise). */
const onSite = (domain: string): Record<string, string> => (domain ? { domain } : {});

/** What the server said when it refused: the catalogue's text, then its reason (the gate's, the health check's). */
function useRefusalText() {
  const failureText = useFailureText();
  return (failure: OpFailure, answer: Result<unknown> | undefined) => {
    const reason = (answer?.data as Refusal)?.reason;
    return reason ? `${failureText(failure)} — ${reason}` : failureText(failure);
  };
}

export const ReleasesPage = observer(function ReleasesPage() {
  const { t } = useTranslation('bo');
  const { client, live, session } = useStores();
  const { notification } = App.useApp();
  const failureText = useFailureText();
  const [revision, setRevision] = useState(0);
  // the site whose registry is shown ('' = the default site); every read and move below carries it
  const [draft, setDraft] = useState('');
  const [domain, setDomain] = useState('');
  const status = useApi(() => client.get<StatusAnswer>(OperatorPaths.remoteStatus, onSite(domain)), [domain, revision]);
  const owned = useApi(() => (session.role === 'release' ? client.get<{ remotes: string[] }>(OperatorPaths.me) : Promise.resolve<Result<{ remotes: string[] } | null>>({ ok: true, code: 0, msg: '', data: null, httpStatus: 200 })), [session.role]);

  // a rollout moved by itself (a plan's step, an automatic rollback): tell this operator and reload at once
  useEffect(() => live.subscribe((e) => {
    if (e.type !== 'rollout') return;
    const d = e.data as { remote?: string; version?: string; what?: string; step?: number; reason?: string };
    const text = t(`releases.live.${d.what ?? 'step'}`, { remote: d.remote, version: d.version, step: d.step, defaultValue: `${d.remote} ${d.version}: ${d.what}` });
    const open = d.what === 'rolled_back' ? notification.warning : notification.info;
    open({ title: text, description: d.reason, placement: 'topRight', key: `rollout-${d.remote}-${d.version}-${d.what}-${d.step ?? ''}` });
    setRevision((n) => n + 1);
  }), [live, notification, t]);

  const mine = (name: string) => session.role !== 'release' || (owned.data?.remotes ?? []).includes(name);
  const remotes = (status.data?.remotes ?? []).filter((r) => mine(r.name));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {status.failure && <Alert type="error" showIcon title={failureText(status.failure)} action={<Button size="small" onClick={() => { void status.reload(); }}>{t('common.retry')}</Button>} />}
      <Space wrap>
        <label htmlFor="releases-domain">{t('releases.domain')}</label>
        <Input id="releases-domain" value={draft} placeholder={status.data?.domain ?? ''} onChange={(e) => setDraft(e.target.value)} onPressEnter={() => setDomain(draft.trim())} onBlur={() => setDomain(draft.trim())} style={{ width: 240 }} data-testid="releases-domain" />
        <span data-testid="releases-site">{status.data?.domain ?? ''}</span>
      </Space>
      {remotes.map((r) => <RemoteCard key={`${domain}-${r.name}`} remote={r} domain={domain} revision={revision} onChanged={() => setRevision((n) => n + 1)} />)}
      {status.data && can(session.role, 'registry') && <PolicyForm key={`${domain}-${JSON.stringify(status.data.policy)}`} policy={status.data.policy} domain={domain} onChanged={() => setRevision((n) => n + 1)} />}
    </Space>
  );
});

function RemoteCard({ remote, domain, revision, onChanged }: { remote: RemoteStatus; domain: string; revision: number; onChanged: () => void }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const plan = useApi(() => client.get<PlanAnswer>(OperatorPaths.remotePlan(remote.name), onSite(domain)), [remote.name, domain, revision]);
  const current = plan.data?.plan ?? null;
  return (
    <Card title={<span data-testid={`remote-${remote.name}`}>{remote.name}</span>} size="small">
      <Descriptions size="small" column={{ xs: 1, md: 3 }} items={[
        { key: 'stable', label: t('releases.stable'), children: <Tag color="green" data-testid={`release-${remote.name}`}>{remote.stable}</Tag> },
        {
          key: 'canary', label: t('releases.canary'), children: remote.canary
            ? <span data-testid={`canary-${remote.name}`}><Tag color="gold">{remote.canary.version} · {remote.canary.percent}%</Tag>{remote.canary.members.length > 0 && t('releases.members', { list: remote.canary.members.join(', ') })}</span>
            : EMPTY_VALUE,
        },
        { key: 'source', label: t('releases.source'), children: remote.inherited ? t('releases.inherited', { domain: remote.domain }) : remote.domain },
      ]} />
      {current && (
        <Alert type={current.state === 'running' ? 'info' : 'warning'} style={{ margin: '8px 0' }} data-testid={`plan-${remote.name}`} title={
          t('releases.plan.summary', { version: current.version, steps: current.steps_text, step: current.current_step, total: current.steps.length, state: t(`releases.plan.state.${current.state}`, { defaultValue: current.state }) })
        } description={current.state_reason || undefined} />
      )}
      <HealthSection name={remote.name} domain={domain} revision={revision} />
      <Actions remote={remote} domain={domain} planRunning={current?.state === 'running' || current?.state === 'paused'} onChanged={onChanged} />
      <History name={remote.name} domain={domain} revision={revision} />
    </Card>
  );
}

function HealthSection({ name, domain, revision }: { name: string; domain: string; revision: number }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const failureText = useFailureText();
  const [range, setRange] = useState<'15m' | '24h'>('15m');
  const health = useApi(() => client.get<{ versions: VersionSeries[] }>(OperatorPaths.remoteHealth(name), { range, ...onSite(domain) }), [name, domain, range, revision]);
  return (
    <section aria-label={t('releases.health.title', { remote: name })} style={{ margin: '8px 0' }}>
      <Segmented<'15m' | '24h'> value={range} onChange={setRange} options={[{ value: '15m', label: t('releases.health.15m') }, { value: '24h', label: t('releases.health.24h') }]} />
      {health.failure && <Alert type="error" showIcon title={failureText(health.failure)} />}
      <Space wrap size={16} style={{ width: '100%', marginTop: 8 }}>
        {(health.data?.versions ?? []).map((v) => <div key={v.version} style={{ width: 320 }}><HealthChart series={v} testId={`health-${name}-${v.version}`} /></div>)}
      </Space>
    </section>
  );
}

function Actions({ remote, domain, planRunning, onChanged }: { remote: RemoteStatus; domain: string; planRunning: boolean; onChanged: () => void }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const { run, busy } = useAction();
  const refusalText = useRefusalText();
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState<number | null>(remote.canary?.percent ?? 1);
  const [members, setMembers] = useState('');
  const [steps, setSteps] = useState('');
  const [reason, setReason] = useState('');
  const [force, setForce] = useState(false);
  const [promoteRefused, setPromoteRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (key: string, path: string, move: Record<string, unknown>) => {
    const body = { ...move, ...onSite(domain) };
    let answer: Result<unknown> | undefined;
    const outcome = await run(`${remote.name}-${key}-${JSON.stringify(body)}`, async (sequence) => (answer = await client.post(path, body, { sequence })));
    if (outcome.ok) {
      setError(null);
      void message.success(t('releases.done', { remote: remote.name }));
      if (key === 'promote') { setPromoteRefused(false); setForce(false); }
      onChanged();
    } else {
      setError(refusalText(outcome.failure, answer));
      if (key === 'promote') setPromoteRefused(true);
    }
  };
  const why = reason.trim() ? { reason: reason.trim() } : {};
  const canaryVersion = version.trim() || remote.canary?.version || '';
  const memberList = members.split(/[\s,]+/).filter(Boolean);
  const id = (field: string) => `${remote.name}-${field}`;
  return (
    <section aria-label={t('releases.actions.title', { remote: remote.name })} style={{ margin: '8px 0' }}>
      {error && <Alert type="error" showIcon title={error} data-testid={`refusal-${remote.name}`} style={{ marginBottom: 8 }} />}
      <Space wrap>
        <label htmlFor={id('version')}>{t('releases.actions.version')}</label>
        <Input id={id('version')} value={version} onChange={(e) => setVersion(e.target.value)} placeholder="1.2.3" style={{ width: 120 }} />
        <label htmlFor={id('percent')}>{t('releases.actions.percent')}</label>
        <InputNumber id={id('percent')} min={0} max={100} value={percent} onChange={(v) => setPercent(v)} />
        <label htmlFor={id('members')}>{t('releases.actions.members')}</label>
        <Input id={id('members')} value={members} onChange={(e) => setMembers(e.target.value)} style={{ width: 180 }} />
        <label htmlFor={id('steps')}>{t('releases.plan.steps')}</label>
        <Input id={id('steps')} value={steps} onChange={(e) => setSteps(e.target.value)} placeholder="1%:10m,10%:30m,50%:1h" maxLength={400} style={{ width: 200 }} />
        <label htmlFor={id('reason')}>{t('releases.actions.reason')}</label>
        <Input id={id('reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} style={{ width: 200 }} />
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        <Button disabled={!version.trim()} loading={busy?.startsWith(`${remote.name}-publish`)} onClick={() => { void act('publish', OperatorPaths.remotePublish(remote.name), { version: version.trim() }); }}>{t('releases.actions.publish')}</Button>
        <Button disabled={!canaryVersion || percent === null} onClick={() => { void act('canary', OperatorPaths.remoteCanary(remote.name), { version: canaryVersion, percent: percent ?? 0, ...(memberList.length ? { members: memberList } : {}), ...why }); }}>{t('releases.actions.canary')}</Button>
        <Button disabled={!remote.canary} onClick={() => { void act('promote', OperatorPaths.remotePromote(remote.name), { ...why, ...(force ? { force: true } : {}) }); }} data-testid={`promote-${remote.name}`}>{t('releases.actions.promote')}</Button>
        {promoteRefused && <Checkbox checked={force} onChange={(e) => setForce(e.target.checked)}>{t('releases.actions.force')}</Checkbox>}
        <Button danger onClick={() => { void act('rollback', OperatorPaths.remoteRollback(remote.name), why); }} data-testid={`rollback-${remote.name}`}>{t('releases.actions.rollback')}</Button>
        {!planRunning && (
          <Button disabled={!version.trim() || !steps.trim()} onClick={() => { void act('plan', OperatorPaths.remotePlan(remote.name), { version: version.trim(), steps: steps.trim(), ...why }); }} data-testid={`plan-start-${remote.name}`}>{t('releases.plan.start')}</Button>
        )}
        {planRunning && ROLLOUT_PLAN_ACTIONS.map((a: RolloutPlanAction) => (
          <Button key={a} onClick={() => { void act(`plan-${a}`, OperatorPaths.remotePlanAction(remote.name, a), why); }}>{t(`releases.plan.${a}`)}</Button>
        ))}
      </Space>
    </section>
  );
}

function History({ name, domain, revision }: { name: string; domain: string; revision: number }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const [open, setOpen] = useState(false);
  const history = useApi(() => (open ? client.get<{ list: HistoryRow[] }>(OperatorPaths.remoteHistory, { name, limit: 20, ...onSite(domain) }) : Promise.resolve<Result<{ list: HistoryRow[] }>>({ ok: true, code: 0, msg: '', data: { list: [] }, httpStatus: 200 })), [name, domain, open, revision]);
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{t('releases.history.title')}</summary>
      <Table<HistoryRow> rowKey="id" size="small" pagination={false} loading={open && history.loading} dataSource={history.data?.list ?? []} columns={[
        { title: t('releases.history.at'), dataIndex: 'at', render: (v: string) => formatTimestamp(v) },
        { title: t('releases.history.action'), dataIndex: 'action' },
        { title: t('releases.history.actor'), dataIndex: 'actor' },
        { title: t('releases.history.change'), key: 'change', render: (_: unknown, r) => `${r.from ?? EMPTY_VALUE} → ${r.to ?? EMPTY_VALUE}${r.percent !== null ? ` · ${r.percent}%` : ''}` },
        { title: t('releases.actions.reason'), dataIndex: 'reason' },
      ]} />
    </details>
  );
}

function PolicyForm({ policy, domain, onChanged }: { policy: Policy; domain: string; onChanged: () => void }) {
  const { t } = useTranslation('bo');
  const { client } = useStores();
  const { message } = App.useApp();
  const { run } = useAction();
  const refusalText = useRefusalText();
  const [value, setValue] = useState(policy);
  const [error, setError] = useState<string | null>(null);
  const field = (key: 'max_failure_rate' | 'min_loads' | 'window_minutes' | 'min_reporters', step = 1) => (
    <Space key={key}>
      <label htmlFor={`policy-${key}`}>{t(`releases.policy.${key}`)}</label>
      <InputNumber id={`policy-${key}`} min={0} step={step} value={value[key]} onChange={(v) => setValue({ ...value, [key]: v ?? 0 })} />
    </Space>
  );
  const save = async () => {
    let answer: Result<unknown> | undefined;
    const { custom: _custom, ...thresholds } = value;
    const body = { ...thresholds, ...onSite(domain) };
    const outcome = await run(`policy-${JSON.stringify(body)}`, async (sequence) => (answer = await client.put(OperatorPaths.remotePolicy, body, { sequence })));
    if (outcome.ok) { setError(null); void message.success(t('releases.policy.saved')); onChanged(); } else setError(refusalText(outcome.failure, answer));
  };
  return (
    <Card size="small" title={t('releases.policy.title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Space wrap>
        {field('max_failure_rate', 0.01)}{field('min_loads')}{field('window_minutes')}{field('min_reporters')}
        <Button type="primary" onClick={() => { void save(); }}>{t('common.save')}</Button>
      </Space>
    </Card>
  );
}

export default ReleasesPage;
