// Step plans (issue 45 §4): the text form, the step limits, and what a running plan decides from the health of the
// canary and of stable (reporters, not events), its step's time and the site's policy.
import { checkSteps, decide, formatSteps, parseSteps, renderErrorSpike, type PlanProgress, type StepHealth } from '../../src/domain/rollout-plan';
import type { RolloutPolicy } from '../../src/domain/remote-delivery';

const policy: RolloutPolicy = { maxFailureRate: 0.05, minLoads: 20, windowMinutes: 10, minReporters: 10 };
const h = (reporters: number, failingReporters: number, loads = reporters * 5, failures = failingReporters, renderErrors = 0): StepHealth =>
  ({ reporters, failingReporters, loads, failures, renderErrors });
const t0 = new Date('2026-12-01T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const plan = (currentStep = 0): PlanProgress => ({ steps: [{ percent: 1, seconds: 600 }, { percent: 10, seconds: 1800 }, { percent: 50, seconds: 3600 }], currentStep, stepStartedAt: t0 });
const healthy = h(12, 0);
const stable = h(40, 1);

describe('the text form of steps', () => {
  it('parses percent:duration lists in s, m, h and d', () => {
    expect(parseSteps('1%:10m,10%:30m,50%:1h')).toEqual([{ percent: 1, seconds: 600 }, { percent: 10, seconds: 1800 }, { percent: 50, seconds: 3600 }]);
    expect(parseSteps(' 5%:30s , 100%:1d ')).toEqual([{ percent: 5, seconds: 30 }, { percent: 100, seconds: 86_400 }]);
  });

  it.each([
    ['', 'a plan needs at least one step'],
    ['10%', '"10%" is not a step'],
    ['10:5m', '"10:5m" is not a step'],
    ['10%:5w', '"10%:5w" is not a step'],
    ['0%:5m', 'step 1: the share must be a whole percent from 1 to 100'],
    ['1%:5m,101%:5m', 'step 2: the share must be a whole percent from 1 to 100'],
    ['1%:0s', 'step 1: the pause must be from 1 second to 7 days'],
    ['1%:8d', 'step 1: the pause must be from 1 second to 7 days'],
    [Array.from({ length: 21 }, () => '1%:1m').join(','), 'a plan has at most 20 steps'],
  ])('refuses %j', (text, problem) => {
    const out = parseSteps(text);
    expect(typeof out).toBe('string');
    expect(out).toContain(problem);
  });

  it('formats back in the largest whole unit, so parse(format(x)) is x', () => {
    const steps = [{ percent: 1, seconds: 45 }, { percent: 2, seconds: 120 }, { percent: 3, seconds: 7200 }, { percent: 4, seconds: 172_800 }, { percent: 5, seconds: 90 }];
    expect(formatSteps(steps)).toBe('1%:45s,2%:2m,3%:2h,4%:2d,5%:90s');
    expect(parseSteps(formatSteps(steps))).toEqual(steps);
  });

  it('checks steps given as a list too (whole numbers only)', () => {
    expect(checkSteps([{ percent: 1.5, seconds: 60 }])).toContain('whole percent');
    expect(checkSteps([{ percent: 1, seconds: 0.5 }])).toContain('1 second');
    expect(checkSteps([{ percent: 100, seconds: 604_800 }])).toBeNull();
  });
});

describe('decide', () => {
  it('waits while the step holds and the analysis passes', () => {
    expect(decide(plan(), healthy, stable, policy, at(0))).toEqual({ kind: 'wait' });
    expect(decide(plan(), healthy, stable, policy, at(599))).toEqual({ kind: 'wait' });
    expect(decide(plan(), h(0, 0), stable, policy, at(599))).toEqual({ kind: 'wait' }); // thin evidence is judged when time is up
  });

  it('advances when the step is over with enough distinct reporters, and promotes after the last step', () => {
    expect(decide(plan(0), healthy, stable, policy, at(600))).toEqual({ kind: 'advance', step: 1 });
    expect(decide(plan(1), healthy, stable, policy, at(1800))).toEqual({ kind: 'advance', step: 2 });
    expect(decide(plan(1), healthy, stable, policy, at(1799))).toEqual({ kind: 'wait' });
    expect(decide(plan(2), healthy, stable, policy, at(3600))).toEqual({ kind: 'promote' });
    expect(decide(plan(3), healthy, stable, policy, at(0))).toEqual({ kind: 'promote' }); // past the steps: only promotion is left
  });

  it('pauses on thin evidence: fewer distinct reporters than the policy asks, however many events', () => {
    const thin = decide(plan(), h(9, 0, 5000), stable, policy, at(600));
    expect(thin).toEqual({ kind: 'pause', reason: expect.stringContaining('thin evidence at step 1: 9 distinct reporters') });
    expect(decide(plan(), h(10, 0), stable, { ...policy, minReporters: 10 }, at(600)).kind).toBe('advance');
  });

  it('pauses a canary less healthy than stable but under the threshold (a person decides)', () => {
    const out = decide(plan(), h(40, 1), h(40, 0), policy, at(600));
    expect(out).toEqual({ kind: 'pause', reason: expect.stringContaining('less healthy than stable at step 1') });
    expect(decide(plan(), h(40, 1), h(40, 1), policy, at(600)).kind).toBe('advance'); // as healthy as stable
  });

  it('rolls back at any time when the failure rate is above the policy and worse than stable', () => {
    const failing = h(10, 2);
    expect(decide(plan(), failing, stable, policy, at(1))).toEqual({ kind: 'rollback', reason: expect.stringContaining('failure rate 20.0 %') });
    expect(decide(plan(2), failing, stable, policy, at(3600)).kind).toBe('rollback');
    // as bad as stable: not the canary's fault
    expect(decide(plan(), failing, h(10, 2), policy, at(1)).kind).toBe('wait');
    // too few reporters to judge: not a rollback (and when time is up, a pause)
    expect(decide(plan(), h(9, 9), stable, policy, at(1)).kind).toBe('wait');
    expect(decide(plan(), h(9, 9), stable, policy, at(600)).kind).toBe('pause');
  });

  it('rolls back on a render-error spike seen by more failing reporters than one network casts', () => {
    const spike = h(100, 4, 500, 60, 60); // 4 % of reporters (under 5 %), but render errors in 12 % of loads
    expect(renderErrorSpike(spike, h(100, 0, 500, 0, 5), policy)).toContain('render errors in 12.0 % of loads');
    expect(decide(plan(), spike, h(100, 4, 500, 5, 5), policy, at(1))).toEqual({ kind: 'rollback', reason: expect.stringContaining('render errors') });
    // three failing reporters (one network's votes at most) cannot make a spike
    expect(renderErrorSpike(h(100, 3, 500, 60, 60), h(100, 0, 500, 0, 0), policy)).toBeNull();
    // stable fails as much: no spike
    expect(renderErrorSpike(spike, h(100, 4, 500, 40, 40), policy)).toBeNull();
    // under the policy's rate: no spike
    expect(renderErrorSpike(h(100, 4, 500, 20, 20), h(100, 0, 500, 0, 0), policy)).toBeNull();
  });
});
