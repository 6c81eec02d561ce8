import { type ReactNode, useEffect, useRef } from 'react';
import { REPORT_SUCCESS_TEXT } from '../core/constants';
import type { PlayerController } from '../core/controller';
import { languageOptions, type OptionItem, speedOptions } from '../core/options';
import { AUTO_RESOLUTION } from '../core/preferences';
import { qualityOptions } from '../core/quality';
import { canSubmitReport, REPORT_REASONS } from '../core/report';
import type { SettingsSection } from '../core/settings';
import type { PlayerState } from '../core/state';
import { BackIcon, CheckIcon, ChevronIcon, CloseIcon } from './icons';
import styles from './settings-panel.module.css';
import { languageName, type Translate, usePlayerText } from './text';

type Props = { state: PlayerState; controller: PlayerController };

const speedTitle = (speed: number, t: Translate) => (speed === 1 ? t('speed_normal') : `${speed}×`);

/** Spec 2 §2, §4: main → quality, speed, subtitles, audio or report → back to main; Escape or ✕ closes. */
export function SettingsPanel({ state, controller }: Props) {
  const { t } = usePlayerText();
  const panel = useRef<HTMLDivElement>(null);
  const screen = state.settings?.screen;

  // Each screen takes the focus, so keyboard and screen-reader users land on what just opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen changing is the trigger; the DOM is read, not the value
  useEffect(() => {
    const content = panel.current?.querySelector('[data-content]');
    (
      content?.querySelector<HTMLElement>('[data-autofocus]') ?? content?.querySelector<HTMLElement>('button:not([disabled]), input')
    )?.focus();
  }, [screen]);

  if (!state.settings) return null;
  const dispatch = controller.dispatch;
  const titles: Record<SettingsSection, string> = {
    quality: t('settings_quality'),
    speed: t('settings_speed'),
    subtitles: t('settings_subtitles'),
    audio: t('settings_audio'),
    report: t('settings_report'),
  };
  const title =
    state.settings.screen === 'main' || state.settings.screen === 'reportSuccess' ? t('settings') : titles[state.settings.screen];

  return (
    <div ref={panel} className={styles.panel} role="dialog" aria-label={title}>
      <div className={styles.header}>
        {state.settings.screen !== 'main' && (
          <button type="button" className={styles.iconButton} aria-label={t('back')} onClick={() => dispatch({ type: 'settingsBack' })}>
            <BackIcon />
          </button>
        )}
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.iconButton} aria-label={t('close')} onClick={() => dispatch({ type: 'closeSettings' })}>
          <CloseIcon />
        </button>
      </div>
      <div data-content="">
        <Screen state={state} controller={controller} titles={titles} />
      </div>
    </div>
  );
}

function Screen({ state, controller, titles }: Props & { titles: Record<SettingsSection, string> }) {
  const { t, locale } = usePlayerText();
  const dispatch = controller.dispatch;
  const { tracks } = state;
  switch (state.settings?.screen) {
    case 'main':
      return <MainScreen state={state} controller={controller} titles={titles} />;
    case 'quality':
      return (
        <Choices
          label={titles.quality}
          options={[
            { title: t('auto'), value: AUTO_RESOLUTION, active: tracks.resolution === AUTO_RESOLUTION },
            ...qualityOptions(tracks.heights, tracks.resolution),
          ]}
          onChoose={(value) => dispatch({ type: 'selectQuality', value })}
        />
      );
    case 'speed':
      return (
        <Choices
          label={titles.speed}
          options={speedOptions(state.speed).map((option) => ({ ...option, title: speedTitle(option.value, t) }))}
          onChoose={(speed) => dispatch({ type: 'selectSpeed', speed })}
        />
      );
    case 'subtitles':
      return (
        <Choices<string | null>
          label={titles.subtitles}
          options={[
            { title: t('off'), value: null, active: tracks.subtitle === null },
            ...languageOptions(tracks.subtitles, tracks.subtitle).map((option) => ({
              ...option,
              title: languageName(option.value, locale, tracks.subtitles.find((track) => track.language === option.value)?.label),
            })),
          ]}
          onChoose={(language) => dispatch({ type: 'selectSubtitle', language })}
        />
      );
    case 'audio':
      return (
        <Choices
          label={titles.audio}
          options={languageOptions(tracks.audios, tracks.audio).map((option) => ({
            ...option,
            title: languageName(option.value, locale, tracks.audios.find((track) => track.language === option.value)?.label),
          }))}
          onChoose={(language) => dispatch({ type: 'selectAudio', language })}
        />
      );
    case 'report':
      return <ReportScreen reasons={state.settings.reasons} controller={controller} />;
    case 'reportSuccess':
      return (
        <div className={styles.success} role="status">
          <p className={styles.successText}>{REPORT_SUCCESS_TEXT}</p>
          <button type="button" className={styles.primary} onClick={() => dispatch({ type: 'settingsBack' })}>
            {t('report_done')}
          </button>
        </div>
      );
    default:
      return null;
  }
}

function MainScreen({ state, controller, titles }: Props & { titles: Record<SettingsSection, string> }) {
  const { t, locale } = usePlayerText();
  const { tracks } = state;
  const open = (section: SettingsSection) => () => controller.dispatch({ type: 'openSettingsSection', section });
  const row = (section: SettingsSection, value: ReactNode) => (
    <li>
      <button type="button" className={styles.row} onClick={open(section)}>
        <span>{titles[section]}</span>
        <span className={styles.value}>{value}</span>
        <ChevronIcon />
      </button>
    </li>
  );
  const audioLabel = tracks.audios.find((track) => track.language === tracks.audio)?.label;
  const subtitleLabel = tracks.subtitles.find((track) => track.language === tracks.subtitle)?.label;
  return (
    <ul className={styles.list}>
      {tracks.heights.length > 0 && row('quality', tracks.resolution === AUTO_RESOLUTION ? t('auto') : tracks.resolution)}
      {row('speed', speedTitle(state.speed, t))}
      {tracks.subtitles.length > 0 &&
        row('subtitles', tracks.subtitle === null ? t('off') : languageName(tracks.subtitle, locale, subtitleLabel))}
      {tracks.audios.length > 1 && row('audio', tracks.audio ? languageName(tracks.audio, locale, audioLabel) : '')}
      {row('report', null)}
    </ul>
  );
}

function Choices<V>({ label, options, onChoose }: { label: string; options: OptionItem<V>[]; onChoose: (value: V) => void }) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.list}>
      {options.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a choice applies at once and returns to main (spec 2 §4); a native radio would apply on every arrow key
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={option.active}
          data-autofocus={option.active ? '' : undefined}
          className={styles.choice}
          onClick={() => onChoose(option.value)}
        >
          <span className={styles.check}>{option.active && <CheckIcon />}</span>
          {option.title}
        </button>
      ))}
    </div>
  );
}

function ReportScreen({
  reasons,
  controller,
}: {
  reasons: readonly (typeof REPORT_REASONS)[number]['value'][];
  controller: PlayerController;
}) {
  const { t } = usePlayerText();
  return (
    <form
      className={styles.report}
      onSubmit={(event) => {
        event.preventDefault();
        controller.dispatch({ type: 'submitReport' });
      }}
    >
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>{t('report_title')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason.value} className={styles.reason}>
            <input
              type="checkbox"
              checked={reasons.includes(reason.value)}
              onChange={() => controller.dispatch({ type: 'toggleReportReason', reason: reason.value })}
            />
            {reason.title}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={!canSubmitReport(reasons)}>
        {t('report_submit')}
      </button>
    </form>
  );
}
