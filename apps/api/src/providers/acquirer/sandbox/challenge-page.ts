import { CHALLENGE_CODE } from './test-cards.js';

/** What the challenge frame tells the page that framed it (window.postMessage), once the viewer has answered. */
export interface ChallengeMessage {
  source: 'efir-sandbox-acquirer';
  type: '3ds-result';
  challenge_id: string;
  status: 'passed' | 'failed';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1d1d1f}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px;color:#555}label{display:block;margin-bottom:4px}
input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:8px;margin-bottom:16px}
button{font:inherit;padding:10px 16px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.confirm{background:#1a73e8;color:#fff}.cancel{background:#e8eaed}`;

const page = (nonce: string, body: string, script = '') =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>3-D Secure</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;

/** The bank's 3-D Secure page: the amount and the card, a code field, confirm or cancel. */
export function challengeForm(nonce: string, input: { id: string; amount: string; last4: string; expired: boolean }): string {
  if (input.expired) return page(nonce, '<h1>Время подтверждения истекло</h1><p>Начните оплату заново.</p>');
  return page(
    nonce,
    `<h1>Подтверждение платежа</h1><p>${escapeHtml(input.amount)}, карта •• ${escapeHtml(input.last4)}. ` +
      `Введите код из SMS (в песочнице — ${CHALLENGE_CODE}).</p>` +
      `<form method="post" action="${escapeHtml(input.id)}"><label for="code">Код</label>` +
      `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" autofocus>` +
      `<button class="confirm" name="action" value="confirm">Подтвердить</button>` +
      `<button class="cancel" name="action" value="cancel">Отменить</button></form>`,
  );
}

/** The answer page: says the outcome and tells each merchant origin that may have framed it. */
export function challengeResult(nonce: string, message: ChallengeMessage, merchantOrigins: string[]): string {
  const text = message.status === 'passed' ? '<h1>Платёж подтверждён</h1>' : '<h1>Платёж не подтверждён</h1>';
  const script = `for (const origin of ${JSON.stringify(merchantOrigins)}) window.parent.postMessage(${JSON.stringify(message)}, origin);`;
  return page(nonce, `${text}<p>Можно вернуться в магазин.</p>`, script);
}
