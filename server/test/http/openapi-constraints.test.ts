// One schema source (issue 46): the OpenAPI document states the contract's real rules as JSON-schema keywords,
// taken from the same constants the forms and the contract validators use, not as prose.
import {
  AMOUNT_UNIT, ANSWER_MAX, INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, MAX_AMOUNT_PER_REQUEST, NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, Paths,
  OperatorPaths, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_RE,
} from '@casino/shared/contract';
import { backends, json, setupApp } from '../helper';

interface Schema {
  type?: string; properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[];
  minLength?: number; maxLength?: number; pattern?: string; minimum?: number; maximum?: number; multipleOf?: number;
}
interface Doc { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> }

const [pglite] = backends();

describe('OpenAPI document: the contract rules as keywords', () => {
  const t = setupApp(pglite);
  let doc: Doc;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = json<Doc>(res);
  });

  /** The request body schema of one operation (the route's path as @fastify/swagger writes it: `{id}`). */
  const body = (path: string, method: string): Schema => {
    const content = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.requestBody?.content;
    expect(content).toBeDefined();
    return Object.values(content!)[0]!.schema;
  };

  it('the register body: username 4–16 of a–z0–9, password 8–64', () => {
    const s = body(Paths.register, 'post');
    expect(s.properties?.username).toMatchObject({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: USERNAME_RE.source });
    expect(s.properties?.username?.maxLength).toBe(16);
    expect(s.properties?.password).toMatchObject({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
    expect(s.required).toEqual(expect.arrayContaining(['username', 'email', 'password', 'password_confirm', 'nickname', 'phone']));
  });

  it('notices: title at most 200, content at most 10,000 characters (what the back office form allows)', () => {
    for (const s of [body(OperatorPaths.notices, 'post'), body(OperatorPaths.notice(':id'), 'put')]) {
      expect(s.properties?.title).toMatchObject({ minLength: 1, maxLength: NOTICE_TITLE_MAX });
      expect(s.properties?.content).toMatchObject({ minLength: 1, maxLength: NOTICE_CONTENT_MAX });
    }
    expect(NOTICE_TITLE_MAX).toBe(200);
    expect(NOTICE_CONTENT_MAX).toBe(10_000);
  });

  it('inquiries, answers and deposits state their limits', () => {
    const inquiry = body(Paths.inquiries, 'post');
    expect(inquiry.properties?.title?.maxLength).toBe(INQUIRY_TITLE_MAX);
    expect(inquiry.properties?.content?.maxLength).toBe(INQUIRY_CONTENT_MAX);
    const answer = body(OperatorPaths.inquiryAnswer(':id'), 'post');
    expect(answer.properties?.answer?.maxLength).toBe(ANSWER_MAX);
    const amount = body(Paths.deposit, 'post').properties?.amount;
    const integer = amount?.anyOf?.find((b) => b.type === 'integer');
    expect(integer).toMatchObject({ minimum: AMOUNT_UNIT, maximum: MAX_AMOUNT_PER_REQUEST, multipleOf: AMOUNT_UNIT });
  });
});
