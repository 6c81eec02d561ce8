import type { MediaBlock, MediaBlockType } from '@efir/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { ColdStartBlock } from '../cold-start/cold-start-block';
import { BannerBlock } from './banners';
import { ContinueRow } from './continue-row';
import { BreadcrumbsBlock } from './custom/breadcrumbs';
import { DeviceTabs } from './custom/device-tabs';
import { DocsBlock } from './custom/docs';
import { FaqBlock } from './custom/faq';
import { HeroBlock } from './custom/hero';
import { InfoBlock } from './custom/info';
import { PlayerBlock } from './custom/player-block';
import { PromoBanner } from './custom/promo-banner';
import { QuizBlock } from './custom/quiz';
import { MediaTitle, SeoText } from './custom/seo-text';
import { titleOf } from './custom-data';
import { ProgramsRow } from './programs-row';
import { Reveal } from './reveal';
import { CardRow } from './row';
import { BackgroundBlock, CarouselBlock, PromoBlock } from './showcase';

/** The filter chips are on the catalogue's landing pages only: the home page does not load them. */
const FiltersBlock = lazy(() => import('./custom/filters').then((module) => ({ default: module.FiltersBlock })));

/** What a block may depend on besides its own data. */
export interface BlockContext {
  isAuth: boolean;
  /** The page's path, e.g. `/movies` (the filters block submits to `{path}/catalog`). */
  path: string;
  /** Above the fold: images load eagerly. */
  eager: boolean;
}

type Renderer = (block: MediaBlock, context: BlockContext) => ReactNode;

/** A row of the block's items under custom_data.title (or its name). */
const itemsRow =
  (shape: 'poster' | 'horizontal' = 'poster'): Renderer =>
  (block, { eager }) => <CardRow block={{ ...block, name: titleOf(block) ?? '' }} items={block.items} shape={shape} eager={eager} />;
const info: Renderer = (block) => <InfoBlock block={block} />;

/** spec 2 §2 "By type". */
const byType: Record<Exclude<MediaBlockType, 'custom_block'>, Renderer> = {
  promo: (block) => <PromoBlock block={block} />,
  background: (block) => <BackgroundBlock block={block} />,
  carousel: (block, { eager }) => <CarouselBlock block={block} eager={eager} />,
  content: itemsRow(),
  content_plain: itemsRow(),
  cinema_tickets: itemsRow(),
  collection: itemsRow('horizontal'),
  big_posters: (block, { eager }) => (
    <div data-size="big">
      <CardRow block={block} items={block.items} eager={eager} />
    </div>
  ),
  horizontal_posters: itemsRow('horizontal'),
  top10: (block, { eager }) => <CardRow block={block} items={block.items} numbered eager={eager} />,
  service: (block, context) =>
    block.display_type === 'list' ? <div data-layout="grid">{itemsRow()(block, context)}</div> : itemsRow()(block, context),
  channels: (block, { eager }) => (
    <CardRow block={block} items={block.items} twoRows={block.items.length > CHANNELS_TWO_ROWS_ABOVE} eager={eager} />
  ),
  recom_cold_start: (block, { isAuth, eager }) => (isAuth ? <ColdStartBlock block={block} eager={eager} /> : null),
  continue_watching: (block) => <ContinueRow block={block} />,
  tv_programs: (block) => <ProgramsRow block={block} />,
  tv_programs_plus: (block) => <ProgramsRow block={block} plus />,
  banners: (block, { eager }) => <BannerBlock block={block} eager={eager} />,
};

/** spec 2 §9: the channels block uses two rows above 20 items. */
export const CHANNELS_TWO_ROWS_ABOVE = 20;

/** spec 2 §2 "Custom blocks by tag". */
const byTag: Record<string, Renderer> = {
  all_in_one: info,
  auto_carousel: (block) => (
    <div data-motion="auto">
      <CardRow block={{ ...block, name: titleOf(block) ?? '' }} items={block.items} />
    </div>
  ),
  buy: info,
  features_blocks: info,
  filters: (block, { path }) => (
    <Suspense fallback={null}>
      <FiltersBlock block={block} path={path} />
    </Suspense>
  ),
  hero: (block, { eager }) => <HeroBlock block={block} eager={eager} />,
  start: (block, { eager }) => <HeroBlock block={block} eager={eager} />,
  faq: (block) => <FaqBlock block={block} />,
  four_services: itemsRow(),
  more_details: info,
  prompt: info,
  multi_sub_block: itemsRow(),
  multi_sub_carousel: itemsRow(),
  multi_sub_auto_carousel: itemsRow(),
  multi_sub_special: info,
  multi_sub_music: itemsRow(),
  devices: info,
  personal_collections: itemsRow('horizontal'),
  watch_tv: (block) => (
    <>
      <InfoBlock block={block} />
      <CardRow block={{ ...block, name: '' }} items={block.items} />
    </>
  ),
  any_device: (block) => <DeviceTabs block={block} />,
  subservices: itemsRow(),
  quiz: (block) => <QuizBlock block={block} />,
};

/** spec 2 §2 "Custom blocks by name". */
const byName: Record<string, Renderer> = {
  promoBanner: (block) => <PromoBanner block={block} />,
  promo_banner: (block) => <PromoBanner block={block} />,
  promo_banner_sport: (block) => <PromoBanner block={block} />,
  promo_banner_v3: (block) => <InfoBlock block={block} html />,
  promo_banner_v4: (block) => <InfoBlock block={block} html />,
  docs: (block) => <DocsBlock block={block} />,
  legal: (block) => <DocsBlock block={block} />,
  bannersServicesContent: itemsRow('horizontal'),
  button: info,
  promoDetails: info,
  aboutService: info,
  about_service: info,
  persons: itemsRow(),
  faq: (block) => <FaqBlock block={block} />,
  featuresSmall: info,
  player: (block) => <PlayerBlock block={block} />,
  playerPlaylist: (block) => <PlayerBlock block={block} />,
  what_is_it: info,
  promocode: (block) => <InfoBlock block={{ ...block, custom_data: { ...block.custom_data, target_text: '/promocode' } }} />,
  tvcode: info,
  mediaTitle: (block, { isAuth }) => <MediaTitle block={block} isAuth={isAuth} />,
  seoText: (block, { isAuth }) => <SeoText block={block} isAuth={isAuth} />,
  breadcrumbs: (block) => <BreadcrumbsBlock block={block} />,
};

function rendererOf(block: MediaBlock): Renderer | undefined {
  if (block.type !== 'custom_block') return Object.hasOwn(byType, block.type) ? byType[block.type] : undefined;
  if (block.tag && Object.hasOwn(byTag, block.tag)) return byTag[block.tag];
  return Object.hasOwn(byName, block.name) ? byName[block.name] : undefined;
}

/** A block by type, then tag, then name; an unknown block renders nothing. Custom landing sections reveal when half visible. */
export function renderBlock(block: MediaBlock, context: BlockContext): ReactNode {
  const renderer = rendererOf(block);
  if (!renderer) return null;
  const content = renderer(block, context);
  return block.type === 'custom_block' && !context.eager ? <Reveal>{content}</Reveal> : content;
}
