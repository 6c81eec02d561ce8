import { DEFAULT_TIME_ZONE, type EpgGuideCategory } from '@efir/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRootData } from '../../session/root-data';
import { useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { PageHeading } from '../shell/page-heading';
import { GuideCategories } from './guide-categories';
import { type GuideFilter, guideSearch } from './guide-data';
import { GuideGrid } from './guide-grid';
import { GuideList } from './guide-list';
import { dayKeyOf, daySpan, guideDays, openInstant } from './guide-time';
import styles from './tv-guide.module.css';

/** The now line moves on by itself. */
const NOW_TICK_MS = 30_000;
const PHONE_QUERY = '(max-width: 640px)';

export interface GuidePageProps {
  /** The server's clock when the page was rendered (Unix seconds). */
  serverNow: number;
  /** `YYYY-MM-DD` in the viewer's zone; undefined: today. */
  day: string | undefined;
  filter: GuideFilter;
  /** The categories the first window answered, for the category chip. */
  categories: EpgGuideCategory[];
}

/**
 * The phone layout once the browser knows its width; before, a phone's browser gets the phone layout alone (a smaller
 * page to send, draw and hydrate), any other both, shown by width.
 */
function usePhone(): boolean | undefined {
  const { phoneUserAgent } = useRootData();
  const [phone, setPhone] = useState<boolean | undefined>(phoneUserAgent || undefined);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/** /tv: the programme guide — a day switcher, channel filters, «Сейчас», and the grid (a list on a phone). */
export function GuidePage({ serverNow, day, filter, categories }: GuidePageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useUser()?.current_time_zone ?? DEFAULT_TIME_ZONE;
  const [now, setNow] = useState(serverNow);
  const [jump, setJump] = useState(0);
  // Where the grid opens: the present when the page opened, or when «Сейчас» was last pressed.
  const [anchor, setAnchor] = useState(serverNow);
  const phone = usePhone();
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const days = guideDays(serverNow, timeZone);
  const today = dayKeyOf(serverNow, timeZone);
  const shown = day && days.includes(day) ? day : today;
  const span = daySpan(shown, timeZone);
  const href = (next: { day?: string; filter?: Partial<GuideFilter> }) => {
    const nextDay = next.day ?? shown;
    return `/tv${guideSearch({ ...filter, ...next.filter }, nextDay === today ? undefined : nextDay)}`;
  };
  const dayLabel = (key: string) => {
    const offset = days.indexOf(key) - days.indexOf(today);
    if (offset === 0) return t('tv_guide.today');
    if (offset === 1) return t('tv_guide.tomorrow');
    if (offset === -1) return t('tv_guide.yesterday');
    return new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
      new Date(`${key}T12:00:00Z`),
    );
  };

  return (
    <>
      <PageHeading title={t('page.tv')} />
      <div className={styles.controls}>
        <nav className={styles.days} aria-label={t('tv_guide.days')}>
          {days.map((key) => (
            <Link
              key={key}
              to={href({ day: key })}
              className={styles.chip}
              aria-current={key === shown ? 'page' : undefined}
              preventScrollReset
            >
              {dayLabel(key)}
            </Link>
          ))}
        </nav>
        <div className={styles.filters}>
          <nav className={styles.chips} aria-label={t('tv_guide.filters')}>
            {(['all', 'favorites'] as const).map((value) => (
              <Link
                key={value}
                to={href({ filter: { channels: value } })}
                className={styles.chip}
                aria-current={value === filter.channels ? 'true' : undefined}
                preventScrollReset
              >
                {t(`tv_guide.filter.${value}`)}
              </Link>
            ))}
          </nav>
          <GuideCategories
            categories={categories}
            chosen={filter.category}
            onChoose={(category) => navigate(href({ filter: { category } }), { preventScrollReset: true })}
          />
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              const present = Math.floor(Date.now() / 1000);
              setNow(present);
              setAnchor(present);
              setJump(jump + 1);
              if (shown !== today) navigate(href({ day: today }), { preventScrollReset: true });
            }}
          >
            {t('tv_guide.jump_now')}
          </button>
        </div>
      </div>
      {phone !== true ? (
        <div className={phone === undefined ? styles.wideOnly : undefined}>
          <GuideGrid
            key={`${shown}/${filter.channels}/${filter.category ?? ''}`}
            day={span}
            openAt={openInstant(shown === today, anchor, span, today, timeZone)}
            now={now}
            timeZone={timeZone}
            filter={filter}
            jump={jump}
          />
        </div>
      ) : null}
      {phone !== false ? (
        <div className={phone === undefined ? styles.phoneOnly : undefined}>
          <GuideList now={now} timeZone={timeZone} filter={filter} />
        </div>
      ) : null}
    </>
  );
}
