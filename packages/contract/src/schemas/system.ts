import { z } from 'zod';

export const LanguageCode = z.enum(['rus', 'eng', 'hye']);
export type LanguageCode = z.infer<typeof LanguageCode>;
export const LANGUAGE_CODES = LanguageCode.options;
export const DEFAULT_LANGUAGE: LanguageCode = 'rus';

export const LoginType = z.enum(['phone', 'email']);
export type LoginType = z.infer<typeof LoginType>;

export const AppInfo = z.object({ version: z.string() });

/** spec 1 §3 Language */
export const Language = z.object({ code: LanguageCode, name: z.string(), image: z.string() });
export type Language = z.infer<typeof Language>;

/** spec 1 §3 Country; maskexp uses X for a digit, e.g. "(XXX) XXX-XX-XX". */
export const Country = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  call_code: z.string(),
  maskexp: z.string(),
  image: z.string(),
});
export type Country = z.infer<typeof Country>;

/** spec 1 §2 main menu item from the server: id, title, target, icon. */
export const MenuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  target: z.string(),
  icon: z.string(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const FeatureToggles = z.record(z.string(), z.unknown());
export type FeatureToggles = z.infer<typeof FeatureToggles>;

/** A text the operator writes per language (rus, eng, hye); the client falls back to Russian. */
const PerLanguage = z.record(z.string(), z.string());

/**
 * spec 2 §3 Feature toggle show_product_onboarding_modal: after a purchase of one of a product's `ids` (service ids),
 * viewers in the A/B segment (ab_percent of them, split by ab_salt) see its image, title and subtitle, and a way on.
 */
export const ProductOnboarding = z.object({
  ab_salt: z.string(),
  ab_percent: z.number().min(0).max(100),
  products: z.array(
    z.object({
      ids: z.array(z.number().int()),
      image: z.string(),
      title: PerLanguage,
      subtitle: PerLanguage,
      target: z.object({ title: PerLanguage, url: z.string() }),
    }),
  ),
});
export type ProductOnboarding = z.infer<typeof ProductOnboarding>;

/** A banner text the operator writes: Russian always, English and Armenian where given (Russian is the fallback). */
export const BannerText = z.strictObject({
  rus: z.string().trim().min(1).max(300),
  eng: z.string().trim().min(1).max(300).optional(),
  hye: z.string().trim().min(1).max(300).optional(),
});
export type BannerText = z.infer<typeof BannerText>;

/** Colours go into a style attribute: only #rrggbb, nothing that could carry other CSS. */
const BannerColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
/** A site path or an https address; never javascript: or another scheme. */
const BannerUrl = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'a path on the site or an https address');

/**
 * spec 1 §3 Top info banner parameters, as the operator sets them: `pages` are the main views (by alias, `home` is /)
 * it shows on; with `param_name` it shows only when the query has that parameter equal to `param_val`; `onlyNotAuth`
 * keeps it from signed-in viewers.
 */
export const TopBannerSettings = z.strictObject({
  pages: z
    .array(z.string().regex(/^[a-z0-9_-]{1,64}$/))
    .min(1)
    .max(50),
  param_name: z.string().min(1).max(64).nullable(),
  param_val: z.string().max(200).nullable(),
  onlyNotAuth: z.boolean(),
  text: BannerText,
  target: z.strictObject({ url: BannerUrl, text: BannerText }).nullable(),
  colors: z.strictObject({ bg: BannerColor, text: BannerColor, btn_bg: BannerColor, btn_text: BannerColor }),
});
export type TopBannerSettings = z.infer<typeof TopBannerSettings>;

/** spec 1 §7: the cookie banner's text and its link to the policy, provided with the page. */
export const CookieBannerSettings = z.strictObject({
  text: BannerText,
  link: z.strictObject({ url: BannerUrl, text: BannerText }).nullable(),
});
export type CookieBannerSettings = z.infer<typeof CookieBannerSettings>;

/** Both banners as the operator sets them; null turns one off. */
export const ShellBannerSettings = z.strictObject({
  top_banner: TopBannerSettings.nullable(),
  cookie_banner: CookieBannerSettings.nullable(),
});
export type ShellBannerSettings = z.infer<typeof ShellBannerSettings>;

/** The top banner in the viewer's language. */
export const TopBanner = z.object({
  pages: z.array(z.string()),
  param_name: z.string().nullable(),
  param_val: z.string().nullable(),
  onlyNotAuth: z.boolean(),
  text: z.string(),
  target: z.object({ url: z.string(), text: z.string() }).nullable(),
  colors: z.object({ bg: z.string(), text: z.string(), btn_bg: z.string(), btn_text: z.string() }),
});
export type TopBanner = z.infer<typeof TopBanner>;

/** The cookie banner in the viewer's language. */
export const CookieBanner = z.object({ text: z.string(), link: z.object({ url: z.string(), text: z.string() }).nullable() });
export type CookieBanner = z.infer<typeof CookieBanner>;

/**
 * spec 1 §1, §7: the support chat of a brand that has one, in the viewer's language, as the operator set it (see
 * SupportChatSettings); null when the operator set none for the page's brand.
 */
export const SupportChatInfo = z.object({ title: z.string(), greeting: z.string(), hours: z.string() });
export type SupportChatInfo = z.infer<typeof SupportChatInfo>;

/** A brand's id (apps/web/app/brand/brands.ts), as a page names the brand it is drawn for. */
export const BrandId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a brand id');

/** Where the browser reports network errors and crashes (a Sentry DSN, which is public by design); null: nowhere. */
export const ErrorReporting = z.object({ dsn: z.string(), environment: z.string() });
export type ErrorReporting = z.infer<typeof ErrorReporting>;

/** What the shell needs at start, in one answer. */
export const Shell = z.object({
  version: z.string(),
  languages: z.array(Language),
  countries: z.array(Country),
  menu: z.array(MenuItem),
  allowed_login_types: z.array(LoginType),
  feature_toggles: FeatureToggles,
  top_banner: TopBanner.nullable(),
  cookie_banner: CookieBanner.nullable(),
  support_chat: SupportChatInfo.nullable(),
  error_reporting: ErrorReporting.nullable(),
});
export type Shell = z.infer<typeof Shell>;

export const Health = z.object({
  status: z.enum(['ok', 'failing']),
  database: z.enum(['ok', 'failing']).optional(),
  /** Why the database is failing (e.g. "ECONNREFUSED: connection refused"); never an address. */
  database_error: z.string().optional(),
  media: z.enum(['packaging', 'ready', 'failed']).optional(),
  /** With REDIS_URL: failing while Redis is away, when rate limits count in this process (readiness holds). */
  redis: z.enum(['ok', 'failing']).optional(),
});

export const OutboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

/** The server's time as the developer tools moved it. */
export const DevClock = z.object({ now: z.string(), offset_seconds: z.number().int() });
export type DevClock = z.infer<typeof DevClock>;
