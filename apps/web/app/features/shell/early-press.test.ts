// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EARLY_PRESS_SCRIPT, replayEarlyPress, stopNotingPresses } from './early-press';

// The body's first script, run as the page's parser would; each test is a page of its own. (The listeners of earlier
// pages stay, but they only ever note the same button.)
function loadPage(html: string) {
  document.body.innerHTML = html;
  Reflect.deleteProperty(window, '__efirEarlyPress');
  new Function(EARLY_PRESS_SCRIPT)();
}

/** What React's handler would see: presses counted per button once "hydrated". */
function countPresses(button: HTMLElement) {
  const presses = { count: 0 };
  button.addEventListener('click', () => presses.count++);
  return presses;
}

describe('a press before hydration', () => {
  it('is made again once hydrated, once', () => {
    loadPage('<button type="button" id="chip"><span>Жанры</span></button>');
    const chip = document.getElementById('chip')!;
    (chip.firstChild as HTMLElement).click();
    stopNotingPresses(window);
    const presses = countPresses(chip);
    replayEarlyPress();
    replayEarlyPress();
    expect(presses.count).toBe(1);
  });

  it('only the last button pressed counts', () => {
    loadPage('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    a.click();
    b.click();
    stopNotingPresses(window);
    const [pressesA, pressesB] = [countPresses(a), countPresses(b)];
    replayEarlyPress();
    expect([pressesA.count, pressesB.count]).toEqual([0, 1]);
  });

  it('links, submit buttons and presses after hydration began are not noted', () => {
    loadPage('<a href="#x" id="link">x</a><form><button id="submit">Go</button></form><button type="button" id="late">L</button>');
    document.getElementById('link')!.click();
    document.getElementById('submit')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('submit')!.click();
    stopNotingPresses(window);
    const late = document.getElementById('late')!;
    late.click();
    const presses = countPresses(late);
    replayEarlyPress();
    expect(presses.count).toBe(0);
  });

  it('a button hydration replaced, or one disabled by then, is not pressed', () => {
    loadPage('<button type="button" id="gone">G</button>');
    document.getElementById('gone')!.click();
    stopNotingPresses(window);
    const replaced = document.getElementById('gone')!;
    const presses = countPresses(replaced);
    replaced.remove();
    replayEarlyPress();
    expect(presses.count).toBe(0);

    loadPage('<button type="button" id="off">O</button>');
    const off = document.getElementById('off') as HTMLButtonElement;
    off.click();
    stopNotingPresses(window);
    const offPresses = countPresses(off);
    off.disabled = true;
    replayEarlyPress();
    expect(offPresses.count).toBe(0);
  });
});
