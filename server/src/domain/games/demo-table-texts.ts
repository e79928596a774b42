// Texts of the demo-table stand-in page, in the site's sixteen languages (the page is the provider's content,
// served by this server, so its words live here rather than in a remote's namespace).
export interface DemoTableTexts { badge: string; body: string; close: string; expiredTitle: string; expiredBody: string }

export const DEMO_TABLE_TEXTS: Record<string, DemoTableTexts> = {
  ko: { badge: '데모 테이블', body: '이 게임은 데모 테이블입니다. 실제 게임은 곧 제공되며, 여기서는 돈이 오가지 않습니다.', close: '로비로 돌아가기', expiredTitle: '게임 링크가 만료되었습니다', expiredBody: '로비에서 게임을 다시 시작해 주세요.' },
  en: { badge: 'Demo table', body: 'This game is a demo table. The real game is coming soon; no money is played here.', close: 'Back to the lobby', expiredTitle: 'This game link has expired', expiredBody: 'Please start the game again from the lobby.' },
  'zh-CN': { badge: '演示牌桌', body: '此游戏为演示牌桌。正式游戏即将上线，这里不涉及任何资金。', close: '返回大厅', expiredTitle: '游戏链接已过期', expiredBody: '请从大厅重新启动游戏。' },
  'zh-TW': { badge: '示範牌桌', body: '此遊戲為示範牌桌。正式遊戲即將推出，這裡不涉及任何金錢。', close: '返回大廳', expiredTitle: '遊戲連結已過期', expiredBody: '請從大廳重新啟動遊戲。' },
  ja: { badge: 'デモテーブル', body: 'このゲームはデモテーブルです。本番のゲームはまもなく登場します。ここでは金銭のやり取りはありません。', close: 'ロビーに戻る', expiredTitle: 'ゲームのリンクは期限切れです', expiredBody: 'ロビーからもう一度ゲームを開始してください。' },
  vi: { badge: 'Bàn chơi thử', body: 'Trò chơi này là bàn chơi thử. Trò chơi thật sẽ sớm ra mắt; ở đây không dùng tiền.', close: 'Quay lại sảnh', expiredTitle: 'Liên kết trò chơi đã hết hạn', expiredBody: 'Vui lòng mở lại trò chơi từ sảnh.' },
  th: { badge: 'โต๊ะทดลอง', body: 'เกมนี้เป็นโต๊ะทดลอง เกมจริงจะมาเร็ว ๆ นี้ และที่นี่ไม่มีการใช้เงินจริง', close: 'กลับไปที่ล็อบบี้', expiredTitle: 'ลิงก์เกมหมดอายุแล้ว', expiredBody: 'โปรดเริ่มเกมอีกครั้งจากล็อบบี้' },
  ms: { badge: 'Meja demo', body: 'Permainan ini ialah meja demo. Permainan sebenar akan tiba tidak lama lagi; tiada wang dimainkan di sini.', close: 'Kembali ke lobi', expiredTitle: 'Pautan permainan ini telah tamat tempoh', expiredBody: 'Sila mulakan semula permainan dari lobi.' },
  id: { badge: 'Meja demo', body: 'Permainan ini adalah meja demo. Permainan sebenarnya segera hadir; tidak ada uang yang dimainkan di sini.', close: 'Kembali ke lobi', expiredTitle: 'Tautan permainan telah kedaluwarsa', expiredBody: 'Silakan mulai ulang permainan dari lobi.' },
  fil: { badge: 'Demo na mesa', body: 'Ang larong ito ay isang demo na mesa. Malapit nang dumating ang tunay na laro; walang perang nilalaro rito.', close: 'Bumalik sa lobby', expiredTitle: 'Nag-expire na ang link ng laro', expiredBody: 'Pakisimulan muli ang laro mula sa lobby.' },
  es: { badge: 'Mesa de demostración', body: 'Este juego es una mesa de demostración. El juego real llegará pronto; aquí no se juega dinero.', close: 'Volver al lobby', expiredTitle: 'El enlace del juego ha caducado', expiredBody: 'Vuelve a iniciar el juego desde el lobby.' },
  tr: { badge: 'Demo masa', body: 'Bu oyun bir demo masadır. Gerçek oyun yakında geliyor; burada para ile oynanmaz.', close: 'Lobiye dön', expiredTitle: 'Oyun bağlantısının süresi doldu', expiredBody: 'Lütfen oyunu lobiden yeniden başlatın.' },
  de: { badge: 'Demo-Tisch', body: 'Dieses Spiel ist ein Demo-Tisch. Das echte Spiel folgt bald; hier wird nicht um Geld gespielt.', close: 'Zurück zur Lobby', expiredTitle: 'Dieser Spiel-Link ist abgelaufen', expiredBody: 'Bitte starte das Spiel erneut aus der Lobby.' },
  it: { badge: 'Tavolo demo', body: 'Questo gioco è un tavolo demo. Il gioco vero arriverà presto; qui non si gioca con denaro.', close: 'Torna alla lobby', expiredTitle: 'Il link del gioco è scaduto', expiredBody: 'Riavvia il gioco dalla lobby.' },
  km: { badge: 'តុសាកល្បង', body: 'ហ្គេមនេះជាតុសាកល្បង។ ហ្គេមពិតនឹងមកដល់ឆាប់ៗនេះ ហើយនៅទីនេះមិនមានការលេងដោយប្រាក់ទេ។', close: 'ត្រឡប់ទៅឡប់ប៊ី', expiredTitle: 'តំណហ្គេមបានផុតកំណត់', expiredBody: 'សូមចាប់ផ្ដើមហ្គេមម្ដងទៀតពីឡប់ប៊ី។' },
  lo: { badge: 'ໂຕະທົດລອງ', body: 'ເກມນີ້ແມ່ນໂຕະທົດລອງ. ເກມແທ້ຈະມາໃນໄວໆນີ້; ບ່ອນນີ້ບໍ່ມີການຫຼິ້ນດ້ວຍເງິນ.', close: 'ກັບໄປທີ່ລັອບບີ້', expiredTitle: 'ລິ້ງເກມໝົດອາຍຸແລ້ວ', expiredBody: 'ກະລຸນາເລີ່ມເກມໃໝ່ຈາກລັອບບີ້.' },
};

/** The best of the site's languages for an Accept-Language header (Korean when nothing matches). */
export function pickLanguage(acceptLanguage: string | undefined): string {
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]!.trim()).filter(Boolean);
  for (const tag of tags) {
    const exact = Object.keys(DEMO_TABLE_TEXTS).find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return /tw|hk|mo|hant/.test(lower) ? 'zh-TW' : 'zh-CN';
    if (lower === 'tl') return 'fil';
    const prefix = Object.keys(DEMO_TABLE_TEXTS).find((l) => l === lower.split('-')[0]);
    if (prefix) return prefix;
  }
  return 'ko';
}
