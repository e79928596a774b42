// Answers are written with toJson: plain JSON.stringify, and a bigint (money read as int8) as a number.
import { toJson } from '../../src/http/envelope';

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
