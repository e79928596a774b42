// Answers are written with toJson: plain JSON.stringify, and a bigint (money read as int8) as a number.
import { Code, Msg, type Envelope } from '@casino/shared/contract';
import { fail, legacyJson, ok, toJson, toLegacy } from '../../src/http/envelope';

describe('toJson', () => {
  it('writes plain answers as JSON.stringify does', () => {
    const answer = { code: 0, msg: '', data: { list: [{ id: 1, title: '공지 "quoted"' }], total: 1 } };
    expect(toJson(answer)).toBe(JSON.stringify(answer));
  });
  it('writes a bigint anywhere in the answer as a number', () => {
    expect(JSON.parse(toJson({ data: { balance: 1_000_000n, list: [{ amount: -5n }] } }))).toEqual({ data: { balance: 1_000_000, list: [{ amount: -5 }] } });
  });
  it('still refuses what JSON cannot write', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => toJson(loop)).toThrow(TypeError);
  });
});

describe('legacyJson', () => {
  const cases: Array<Envelope<unknown>> = [
    ok({ ui: { name: '데모', amount: 1_000_000, note: 'say "hi"' } }),
    fail(Code.PARAM_INVALID, Msg.invalid_input_value, 'amount'),
    ok({ jwt: 'x' }, { session: { auth_token: 't', uid: 'demo', email: 'demo@example.com' } as never }),
    { code: Code.OK, msg: '', data: null },
    ok({ balance: 5n }),
  ];
  it.each(cases)('is the same JSON as the legacy object written whole (%#)', (envelope) => {
    expect(JSON.parse(legacyJson(envelope))).toEqual(JSON.parse(toJson(toLegacy(envelope))));
  });
  it('keeps RESULT false on a failure', () => {
    expect(JSON.parse(legacyJson(fail(Code.AUTH_FAILED, Msg.invalid_token)))).toMatchObject({ RESULT: false, DATA: null, message: Msg.invalid_token });
  });
});
