import type { ProfileChannel } from '@efir/contract';

/**
 * The checklist of /my/profiles/{id}/channels as plain state: the hidden ids (what the server stores, so a channel
 * added later shows by default) and the search, whose matches «select all» and «none» act on.
 */
export interface ChannelChoice {
  hidden: ReadonlySet<number>;
  search: string;
}

export const choiceOf = (items: ProfileChannel[]): ChannelChoice => ({
  hidden: new Set(items.filter((item) => !item.is_visible).map((item) => item.id)),
  search: '',
});

/** The channels the search matches: a part of the name, in any case, or the channel's number. */
export function matching(items: ProfileChannel[], search: string): ProfileChannel[] {
  const words = search.trim().toLocaleLowerCase();
  if (!words) return items;
  return items.filter((item) => item.name.toLocaleLowerCase().includes(words) || String(item.number) === words);
}

export function toggle(choice: ChannelChoice, id: number): ChannelChoice {
  const hidden = new Set(choice.hidden);
  if (!hidden.delete(id)) hidden.add(id);
  return { ...choice, hidden };
}

/** Shows (or hides) every channel the search matches; the others keep their marks. */
export function markAll(choice: ChannelChoice, items: ProfileChannel[], visible: boolean): ChannelChoice {
  const hidden = new Set(choice.hidden);
  for (const item of matching(items, choice.search)) {
    if (visible) hidden.delete(item.id);
    else hidden.add(item.id);
  }
  return { ...choice, hidden };
}

/** The body the server takes: the hidden ids in line-up order. */
export const hiddenIdsOf = (choice: ChannelChoice, items: ProfileChannel[]): number[] =>
  items.filter((item) => choice.hidden.has(item.id)).map((item) => item.id);

export const isChanged = (choice: ChannelChoice, items: ProfileChannel[]): boolean =>
  items.some((item) => item.is_visible === choice.hidden.has(item.id));
