import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import { INERT_MODULE } from '../apps/web/app/start-scripts';
import { E2E_OPERATOR_TOKEN } from './operator';

/** WCAG 2.2 A/AA, as the accessibility gate of issue 2 asks. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Longer than the app's entrance animations (the modal's 220 ms), shorter than anything that loops or counts down. */
const ANIMATION_SETTLE_MS = 400;

/**
 * Every page a journey ends on is scanned with axe; a serious or critical violation fails the test.
 * A test that needs to scan an intermediate state calls `scanAccessibility()` itself.
 */
export const test = base.extend<{
  scanAccessibility: () => Promise<void>;
  autoAxe: undefined;
  noCspViolations: undefined;
  cookieConsent: boolean;
  consentGiven: undefined;
  ads: boolean;
  adsSwitch: undefined;
}>({
  /**
   * The demo shows ads on free content (issue #19). The journeys that play free films test other things, so they run
   * with the brands' ads off (a cap of 0); `ads.spec.ts` turns them on with `test.use({ ads: true })`.
   */
  ads: [false, { option: true }],
  adsSwitch: [
    async ({ request, ads }, use) => {
      for (const brand of ['efir', 'partner']) {
        const answer = await request.put(`/api/operator/ads/settings/${brand}`, {
          headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
          data: { provider: 'builtin', is_test: true, cap_per_hour: ads ? 100 : 0 },
        });
        if (!answer.ok()) throw new Error(`ad settings: ${answer.status()}`);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  /**
   * Journeys run as a viewer who has already answered the cookie banner (spec 1 §2), so its card never lies over what
   * they press; `shell-rules.spec.ts` meets the banner itself with `test.use({ cookieConsent: false })`.
   */
  cookieConsent: [true, { option: true }],
  consentGiven: [
    async ({ context, baseURL, cookieConsent }, use) => {
      if (cookieConsent) await context.addCookies([{ name: 'cookieConsent', value: '1', url: baseURL! }]);
      await use(undefined);
    },
    { auto: true },
  ],
  scanAccessibility: async ({ page }, use) => {
    await use(async () => {
      // A modal still fading in has the contrast of its halfway opacity: the scan reads what settles, not a frame of it.
      // Only short running animations are waited for (a toast's progress bar runs for seconds, a spinner for ever).
      await page.evaluate(
        (settleMs) =>
          Promise.race([
            new Promise((resolve) => setTimeout(resolve, settleMs)),
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.playState === 'running')
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          ]),
        ANIMATION_SETTLE_MS,
      );
      // A transition or animation that starts during the scan (the player's controls fading after 3 s, the top banner
      // appearing after its 500 ms) ends at once, so no node is read halfway through it.
      const frozen = await page.addStyleTag({
        content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
      });
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      await frozen.evaluate((style) => (style as HTMLStyleElement).remove()).catch(() => undefined);
      const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
      const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
      expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
  autoAxe: [
    async ({ page, scanAccessibility }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (!page.url().startsWith('http')) return;
      const type = await page.evaluate(() => document.contentType).catch(() => '');
      if (type === 'text/html') await scanAccessibility();
    },
    { auto: true },
  ],
  /**
   * A page's scripts start after its first paint (apps/web/app/start-scripts.ts), often after the `load` event that
   * `goto` and `reload` wait for: they also wait until the scripts have started, as a viewer's next press would.
   * A journey that holds the scripts back on purpose names its own `waitUntil`.
   */
  page: async ({ page }, use) => {
    const scriptsStarted = () =>
      page.waitForFunction(
        (inert) => '__reactRouterRouteModules' in window || !document.querySelector(`script[type="${inert}"]`),
        INERT_MODULE,
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waits = (options?: { waitUntil?: string }) => options?.waitUntil === undefined;
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waits(options)) await scriptsStarted();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waits(options)) await scriptsStarted();
      return response;
    };
    await use(page);
  },
  /** Every journey runs under the app's Content-Security-Policy: a blocked script, style, image or stream fails it. */
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
