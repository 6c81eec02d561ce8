import { describe, expect, it } from 'vitest';
import { analyticsEvent, feedbackEvent, playerMode, uiButtonClickEvent } from './analytics';
import { createQos, observeQos, type QosSample, qosReport } from './qos';

const context = { playback_session_id: 'ps-1', content_id: 42, content_type: 'vod' };

describe('analytics events', () => {
  it('carry the context, the event name and the time', () => {
    expect(analyticsEvent(context, 'resume', 1000, { position: 61, paused_seconds: 12 })).toEqual({
      ...context,
      event: 'resume',
      timestamp: 1000,
      position: 61,
      paused_seconds: 12,
    });
  });

  it('a UI button click carries the button name and path', () => {
    expect(uiButtonClickEvent(context, 'subtitles', '/movies/42/player', 5)).toMatchObject({
      button_name: 'subtitles',
      path: '/movies/42/player',
    });
  });

  it('feedback joins the reasons by commas', () => {
    expect(feedbackEvent(context, ['no_sound', 'poor_quality'], 5)).toMatchObject({
      event: 'feedback',
      feedback: 'Нет звука,Плохое качество изображения',
      content_id: 42,
      content_type: 'vod',
    });
  });

  it('the status mode is pip, background, fullscreen or mini', () => {
    expect(playerMode({ isPip: true, isFullscreen: false }, true)).toBe('pip');
    expect(playerMode({ isPip: false, isFullscreen: true }, true)).toBe('background');
    expect(playerMode({ isPip: false, isFullscreen: true }, false)).toBe('fullscreen');
    expect(playerMode({ isPip: false, isFullscreen: false }, false)).toBe('mini');
  });
});

const sample = (patch: Partial<QosSample> = {}): QosSample => ({
  playbackState: 'playing',
  url: 'https://media.efir.test/vod/42/manifest.mpd?profile=web',
  position: 100,
  isBuffering: false,
  error: null,
  ...patch,
});

describe('quality-of-service metrics', () => {
  it('report on a playback state change, covering the state that ended', () => {
    let { qos } = observeQos(createQos(0), sample(), 0);
    const changed = observeQos(qos, sample({ playbackState: 'paused' }), 40_000);
    expect(changed.report).toEqual({ playback_state: 'playing', url: sample().url, buffering_events: [], interval_ms: 40_000, errors: [] });
    qos = changed.qos;
    expect(observeQos(qos, sample({ playbackState: 'paused', position: 101 }), 41_000).report).toBeNull();
  });

  it('record buffering events as where (seconds) and how long (ms)', () => {
    let { qos } = observeQos(createQos(0), sample(), 0);
    qos = observeQos(qos, sample({ playbackState: 'loading', isBuffering: true, position: 120.6 }), 10_000).qos;
    const { report } = observeQos(qos, sample({ position: 121 }), 12_500);
    expect(report?.buffering_events).toEqual([{ seconds: 120, ms: 2500 }]);
  });

  it('the periodic report counts a stall up to now and carries it on', () => {
    let { qos } = observeQos(createQos(0), sample({ playbackState: 'loading', isBuffering: true }), 1000);
    const periodic = qosReport(qos, 4000);
    expect(periodic.report?.buffering_events).toEqual([{ seconds: 100, ms: 3000 }]);
    qos = periodic.qos;
    const after = observeQos(qos, sample(), 5000);
    expect(after.report?.buffering_events).toEqual([{ seconds: 100, ms: 1000 }]);
    expect(after.report?.interval_ms).toBe(1000);
  });

  it('record each new error once', () => {
    const error = { kind: 'network' as const, reason: '1-3-1002', category: 1, code: 1002 };
    let { qos } = observeQos(createQos(0), sample(), 0);
    qos = observeQos(qos, sample({ error }), 1000).qos;
    qos = observeQos(qos, sample({ error, position: 101 }), 2000).qos;
    expect(qosReport(qos, 3000).report?.errors).toEqual([{ reason: '1-3-1002', code: 1002 }]);
  });

  it('have nothing to report before the first sample', () => {
    expect(qosReport(createQos(0), 300_000).report).toBeNull();
  });
});
