import { AnalyticsEvent as SinkEvent } from '@efir/contract';
import { analyticsEvent, feedbackEvent } from '@efir/player';
import { describe, expect, it } from 'vitest';
import { toSinkEvent } from './analytics-sink';

const context = { playback_session_id: 'session-1', content_id: 10001, content_type: 'vod' };
const at = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('player analytics in the event sink', () => {
  it('keeps the context and fields as parameters, under the sink’s player_ name', () => {
    const event = toSinkEvent(analyticsEvent(context, 'resume', at, { position: 125, paused_seconds: 40 }));
    expect(event).toEqual({
      name: 'player_resume',
      time: '2026-11-22T12:00:00.000Z',
      params: { playback_session_id: 'session-1', content_id: 10001, content_type: 'vod', position: 125, paused_seconds: 40 },
    });
    expect(SinkEvent.safeParse(event).success).toBe(true);
  });

  it('sends QoS lists as JSON text the sink accepts, however long the interval was', () => {
    const buffering_events = Array.from({ length: 200 }, (_, index) => ({ seconds: index, ms: 1500 }));
    const qos = analyticsEvent(context, 'qos', at, {
      playback_state: 'playing',
      url: '/m',
      buffering_events,
      interval_ms: 300_000,
      errors: [],
    });
    const event = toSinkEvent(qos);
    expect(event.name).toBe('player_qos');
    expect(String(event.params?.buffering_events).startsWith('[{"seconds":0,"ms":1500}')).toBe(true);
    expect(event.params?.errors).toBe('[]');
    expect(SinkEvent.safeParse(event).success).toBe(true);
  });

  it('reports feedback as the reasons’ titles joined by commas (spec 2 §7)', () => {
    expect(toSinkEvent(feedbackEvent(context, ['no_sound', 'out_of_sync'], at)).params?.feedback).toBe(
      'Видео и звук не синхронизированы,Нет звука',
    );
  });
});
