// Support seeding: the three FAQ entries (product content, always) and five demo notices (only when DEMO_DATA
// is not 0), in Korean. Rows carry a seed_key, so a restart inserts only what is missing and never brings back
// or overwrites what an operator changed (a deleted notice keeps its row with deleted_at).
import type { AppConfig } from '../config';
import { sql, type Db } from './client';

export interface SeedNotice { key: string; title: string; content: string; popup: boolean; daysAgo: number }
export interface SeedFaq { key: string; question: string; answer: string; order: number }

export const SEED_NOTICES: SeedNotice[] = [
  {
    key: 'notice-maintenance',
    title: '정기 서버 점검 안내',
    content: '보다 안정적인 서비스를 위해 매주 화요일 오전 6시부터 8시까지 정기 점검을 진행합니다.\n점검 중에는 게임 이용과 입출금 신청이 일시적으로 제한됩니다.\n이용에 불편을 드려 죄송합니다.',
    popup: true,
    daysAgo: 0,
  },
  {
    key: 'notice-banking',
    title: '[필독] 입출금 이용 안내',
    content: '입금은 반드시 회원님 명의의 계좌에서 10,000원 단위로 이체해 주세요.\n입금 확인에는 최대 24시간이 걸릴 수 있습니다.\n매일 23:50 ~ 00:30 은행 점검 시간과 공휴일 다음 날 오전에는 입출금이 지연될 수 있습니다.',
    popup: true,
    daysAgo: 1,
  },
  {
    key: 'notice-inquiry-hours',
    title: '1:1 문의 답변 안내',
    content: '1:1 문의는 접수 순서대로 답변해 드리며, 보통 1~2일 이내에 답변이 등록됩니다.\n답변이 등록되면 1:1 문의 화면에서 확인하실 수 있습니다.',
    popup: false,
    daysAgo: 3,
  },
  {
    key: 'notice-security',
    title: '계정 보안 및 개인정보 보호 안내',
    content: '운영팀은 어떠한 경우에도 회원님의 비밀번호를 묻지 않습니다.\n비밀번호를 다른 사이트와 함께 쓰지 마시고, 의심스러운 연락을 받으시면 고객센터로 알려 주세요.',
    popup: false,
    daysAgo: 7,
  },
  {
    key: 'notice-responsible-gaming',
    title: '건전한 게임 이용 안내',
    content: '게임은 여가로 즐겨 주세요.\n이용 시간이나 금액 조절이 어렵다면 자기 제한 기능을 이용하시거나 고객센터로 상담을 요청해 주세요.',
    popup: false,
    daysAgo: 14,
  },
];

export const SEED_FAQ: SeedFaq[] = [
  {
    key: 'faq-deposit',
    question: '입금은 어떻게 하나요?',
    answer: '입금 화면에 안내된 계좌로 회원님 명의의 계좌에서 이체한 뒤, 같은 금액으로 입금 신청을 해 주세요.\n입금은 10,000원 단위로 가능하며, 확인까지 최대 24시간이 걸릴 수 있습니다.',
    order: 1,
  },
  {
    key: 'faq-withdraw',
    question: '출금 신청 후 얼마나 걸리나요?',
    answer: '출금 신청 금액은 신청 즉시 보유 머니에서 차감되고, 확인 절차를 거쳐 가입 시 등록한 계좌로 송금됩니다.\n매일 23:50 ~ 00:30 은행 점검 시간에는 처리가 지연될 수 있으며, 출금이 거절되면 금액은 보유 머니로 돌려드립니다.',
    order: 2,
  },
  {
    key: 'faq-points',
    question: '포인트는 어떻게 사용하나요?',
    answer: '포인트 전환 화면에서 10,000 포인트 이상, 10,000 포인트 단위로 보유 머니로 전환할 수 있습니다.\n전체 전환을 선택하면 전환 가능한 포인트를 한 번에 옮길 수 있습니다.',
    order: 3,
  },
];

export async function seedSupport(db: Db, config: Pick<AppConfig, 'demoData'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO faq_entries (question, answer, sort_order, seed_key)
      VALUES ${sql.join(SEED_FAQ.map((f) => sql`(${f.question}, ${f.answer}, ${f.order}::int, ${f.key})`), sql`, `)}
      ON CONFLICT (seed_key) WHERE seed_key IS NOT NULL DO NOTHING`);
    if (!config.demoData) return;
    // oldest first (ORDER BY), so that ids grow with created_at like operator-posted notices
    await tx.execute(sql`
      INSERT INTO notices (title, content, popup, created_at, seed_key)
      SELECT n.title, n.content, n.popup, now() - make_interval(days => n.days_ago), n.seed_key
      FROM (VALUES ${sql.join(SEED_NOTICES.map((n) => sql`(${n.title}, ${n.content}, ${n.popup}::boolean, ${n.daysAgo}::int, ${n.key})`), sql`, `)})
        AS n (title, content, popup, days_ago, seed_key)
      ORDER BY n.days_ago DESC
      ON CONFLICT (seed_key) WHERE seed_key IS NOT NULL DO NOTHING`);
  });
}
