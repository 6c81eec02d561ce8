import { describe, expect, it } from 'vitest';
import { resolveCustomData } from './custom-data.js';
import { safeOperatorText } from './html.js';

describe('operator HTML in block texts', () => {
  it('keeps the markup an operator may use', () => {
    expect(safeOperatorText('Месяц <b>кино</b> за <span class="accent">1 ₽</span><br>')).toBe(
      'Месяц <b>кино</b> за <span class="accent">1 ₽</span><br />',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    expect(safeOperatorText('<img src=x onerror="alert(1)"><b onclick="steal()">ok</b><script>alert(2)</script>')).toBe('<b>ok</b>');
    expect(safeOperatorText('<a href="javascript:alert(1)">link</a>')).toBe('<a rel="noopener noreferrer">link</a>');
  });

  it('leaves plain text alone, ampersands included', () => {
    expect(safeOperatorText('Кино & ТВ — 2 < 3')).toBe('Кино & ТВ — 2 < 3');
  });

  it('cleans every text of a block, translated ones too', () => {
    const data = {
      title: { rus: '<b>Привет</b><script>x()</script>', eng: '<i>Hi</i><iframe src="//evil"></iframe>' },
      items: [{ text: '<u onmouseover="x()">a</u>' }],
    };
    expect(resolveCustomData(data, 'eng')).toEqual({ title: '<i>Hi</i>', items: [{ text: '<u>a</u>' }] });
  });
});
