// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeNotificationHtml } from './sanitize';

describe('the notification HTML sanitiser (spec 1 §5)', () => {
  it('strips scripts and keeps the formatting', () => {
    expect(sanitizeNotificationHtml('<b>Скидка</b><script>alert(1)</script> до пятницы')).toBe('<b>Скидка</b> до пятницы');
  });

  it('strips event handlers and script addresses', () => {
    const clean = sanitizeNotificationHtml(
      '<img src=x onerror="alert(1)"><a href="javascript:alert(2)" onclick="alert(3)">ссылка</a><span onmouseover="alert(4)">т</span>',
    );
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|javascript:|<img/i);
    expect(clean).toContain('ссылка');
  });

  it('drops frames, styles and forms, and keeps a new tab from reaching back', () => {
    const clean = sanitizeNotificationHtml(
      '<iframe src="https://evil.example"></iframe><style>body{}</style><form><input></form><a href="https://efir.tv" target="_blank">Эфир</a>',
    );
    expect(clean).toBe('<a href="https://efir.tv" target="_blank" rel="noopener noreferrer">Эфир</a>');
  });
});
