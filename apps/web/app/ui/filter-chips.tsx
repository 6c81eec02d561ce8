import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './filter-chips.module.css';
import { ChevronDownIcon } from './icons';

/** At phone widths a chip's options open as a bottom sheet; the stylesheet uses the same width. */
export const FILTER_SHEET_QUERY = '(max-width: 600px)';

export interface ChipOption {
  alias: string;
  name: string;
}

/** A chip that opens a list of options: several at a time (checkboxes), or one (radios, e.g. the order). */
export interface ChipList {
  alias: string;
  name: string;
  /** The chip's text while nothing is chosen. */
  anyTitle: string;
  options: ChipOption[];
  chosen: string[];
  single?: boolean;
}

/** A chip that is itself the choice: on or off. */
export interface ChipSwitch {
  alias: string;
  name: string;
  on: boolean;
}

interface FilterChipsProps {
  label: string;
  lists: ChipList[];
  switches: ChipSwitch[];
  onOption: (list: string, option: string) => void;
  onSwitch: (alias: string) => void;
}

/** The TV-style web view (root.tsx marks it on <html>): its remote's Down moves on, and Enter opens a list chip. */
const inTvView = (element: Element) => element.closest('html[data-tv-view]') !== null;

function useSheet(): boolean {
  const [sheet, setSheet] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(FILTER_SHEET_QUERY);
    const update = () => setSheet(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return sheet;
}

function summaryOf(list: ChipList): string {
  const named = (alias: string | undefined) => list.options.find((option) => option.alias === alias)?.name ?? alias ?? '';
  if (list.chosen.length === 0) return list.anyTitle || list.name;
  return list.chosen.length === 1 ? named(list.chosen[0]) : `${list.name}: ${list.chosen.length}`;
}

const focusables = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('input, button')];

/**
 * The one filter control of the catalogue and of the theme pages' filters block: a horizontally scrolling row of chips.
 * A list chip opens its options under it, or as a bottom sheet on a phone; a switch chip toggles. The options are real
 * form fields (in closed panels too), so an enclosing GET form submits what is chosen.
 */
export function FilterChips({ label, lists, switches, onOption, onSwitch }: FilterChipsProps) {
  const { t } = useTranslation();
  const id = useId();
  const sheet = useSheet();
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLFieldSetElement>(null);
  const panelId = (alias: string) => `${id}-${alias}`;
  const chip = (alias: string) => root.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(alias)}"]`);
  const panel = (alias: string) => document.getElementById(panelId(alias));

  const close = (returnFocus: boolean) => {
    if (open && returnFocus) chip(open)?.focus();
    setOpen(null);
  };

  // The row scrolls, so an open list is placed under its chip from outside the row, and follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again only when another list opens
  useLayoutEffect(() => {
    const opened = open ? panel(open) : null;
    const button = open ? chip(open) : null;
    const scroller = row.current;
    if (!opened || !button || !root.current || !scroller || sheet) return;
    const place = () => {
      const box = root.current?.getBoundingClientRect();
      if (!box) return;
      const left = button.getBoundingClientRect().left - box.left;
      opened.style.setProperty('--chip-left', `${Math.max(0, Math.min(left, box.width - opened.offsetWidth))}px`);
    };
    place();
    scroller.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      scroller.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [open, sheet]);

  // An opened list takes focus to its chosen option (or its first), as a listbox would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a list opens
  useEffect(() => {
    const opened = open ? panel(open) : null;
    if (!opened) return;
    (opened.querySelector<HTMLInputElement>('input:checked') ?? opened.querySelector<HTMLInputElement>('input'))?.focus();
  }, [open]);

  // A press anywhere else closes the list without taking focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel(open)?.contains(target) && !chip(open)?.contains(target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const fields = focusables(event.currentTarget);
    const options = fields.filter((field) => field.tagName === 'INPUT');
    const at = options.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      options[(index + options.length) % options.length]?.focus();
    };
    // Arrows move between options without choosing (a radio would choose on its own); Space chooses.
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') moveTo(at + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(options.length - 1);
    else if (event.key === 'Enter' && at >= 0) {
      // Enter chooses as Space does, instead of submitting the enclosing form.
      event.preventDefault();
      options[at]?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab' && sheet) {
      // The sheet is modal: Tab goes round it.
      const first = fields[0];
      const last = fields[fields.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onPanelBlur = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next) && !chip(open)?.contains(next)) setOpen(null);
  };

  return (
    <div ref={root} className={styles.chips}>
      <fieldset ref={row} className={styles.row}>
        <legend className="visually-hidden">{label}</legend>
        {lists.map((list) => {
          const summary = summaryOf(list);
          const expanded = open === list.alias;
          return (
            <button
              key={list.alias}
              type="button"
              className={`${styles.chip} ${!list.single && list.chosen.length > 0 ? styles.active : ''}`}
              aria-label={summary.startsWith(list.name) ? undefined : `${list.name}: ${summary}`}
              aria-expanded={expanded}
              aria-controls={panelId(list.alias)}
              aria-haspopup="dialog"
              data-filter={list.alias}
              onClick={() => setOpen(expanded ? null : list.alias)}
              onKeyDown={(event) => {
                // ArrowDown opens a list chip, as on a menu button, except under a TV remote.
                if (event.key === 'ArrowDown' && !expanded && !inTvView(event.currentTarget)) {
                  event.preventDefault();
                  setOpen(list.alias);
                }
              }}
            >
              <span className={styles.text}>{summary}</span>
              <ChevronDownIcon />
            </button>
          );
        })}
        {switches.map((toggle) => (
          <label key={toggle.alias} className={`${styles.chip} ${styles.switch} ${toggle.on ? styles.active : ''}`}>
            <input type="checkbox" name={toggle.alias} value="true" checked={toggle.on} onChange={() => onSwitch(toggle.alias)} />
            {toggle.name}
          </label>
        ))}
      </fieldset>
      {open && sheet ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      {lists.map((list) => {
        const expanded = open === list.alias;
        const titleId = `${panelId(list.alias)}-title`;
        return (
          <div
            key={list.alias}
            id={panelId(list.alias)}
            className={`${styles.panel} ${list.options.length > 6 ? styles.columns : ''}`}
            hidden={!expanded}
            role="dialog"
            aria-modal={sheet || undefined}
            aria-labelledby={titleId}
            onKeyDown={onPanelKeyDown}
            onBlur={onPanelBlur}
          >
            <fieldset className={styles.options}>
              <legend id={titleId} className={styles.title}>
                {list.name}
              </legend>
              {list.options.map((option) => (
                <label key={option.alias} className={styles.option}>
                  <input
                    type={list.single ? 'radio' : 'checkbox'}
                    name={list.alias}
                    value={option.alias}
                    checked={list.chosen.includes(option.alias)}
                    onChange={() => {
                      onOption(list.alias, option.alias);
                      if (list.single) close(true);
                    }}
                  />
                  <span>{option.name}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className={styles.done} onClick={() => close(true)}>
              {t('catalog.filters.done')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
