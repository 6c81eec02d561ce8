import { describe, expect, it } from 'vitest';
import { type ScriptsStartHandle, scriptsStart } from './start-scripts';

const player: ScriptsStartHandle = { scriptsStartOn: (data) => ((data as { script: string | null }).script ? 'stream-shown' : null) };

describe('when a page’s scripts start', () => {
  it('after its first paint, unless a route’s handle says otherwise', () => {
    expect(
      scriptsStart([
        { handle: undefined, data: {} },
        { handle: { breadcrumb: 'x' }, data: null },
      ]),
    ).toEqual({ after: 'paint' });
  });

  it('on the event the route names for its data, or at once when it names none', () => {
    expect(
      scriptsStart([
        { handle: undefined, data: {} },
        { handle: player, data: { script: '/early.js' } },
      ]),
    ).toEqual({ after: 'event', event: 'stream-shown' });
    expect(scriptsStart([{ handle: player, data: { script: null } }])).toEqual({ after: 'nothing' });
  });
});
