import type { QosPayload } from './analytics';
import type { PlayerError } from './errors';

/** What the QoS accumulator is told on every change: the state word, the stream, and the current position. */
export type QosSample = { playbackState: string; url: string; position: number; isBuffering: boolean; error: PlayerError | null };

/** Metrics since the last report (spec 2 §7), sent every QOS_INTERVAL_MS and on each playback state change. */
export type Qos = {
  sample: QosSample | null;
  sinceMs: number;
  bufferingFrom: { position: number; atMs: number } | null;
  bufferingEvents: readonly { seconds: number; ms: number }[];
  errors: readonly { reason: string; code: number }[];
};

export function createQos(nowMs: number): Qos {
  return { sample: null, sinceMs: nowMs, bufferingFrom: null, bufferingEvents: [], errors: [] };
}

function closeBuffering(qos: Qos, nowMs: number): Qos {
  if (!qos.bufferingFrom) return qos;
  const event = { seconds: Math.floor(qos.bufferingFrom.position), ms: nowMs - qos.bufferingFrom.atMs };
  return { ...qos, bufferingFrom: null, bufferingEvents: [...qos.bufferingEvents, event] };
}

/** The report of the interval so far; a stall still going on is counted up to now and continues into the next one. */
export function qosReport(qos: Qos, nowMs: number): { qos: Qos; report: QosPayload | null } {
  if (!qos.sample) return { qos, report: null };
  const closed = closeBuffering(qos, nowMs);
  const report: QosPayload = {
    playback_state: qos.sample.playbackState,
    url: qos.sample.url,
    buffering_events: closed.bufferingEvents,
    interval_ms: nowMs - qos.sinceMs,
    errors: closed.errors,
  };
  const bufferingFrom = qos.bufferingFrom ? { position: qos.bufferingFrom.position, atMs: nowMs } : null;
  return { qos: { sample: qos.sample, sinceMs: nowMs, bufferingFrom, bufferingEvents: [], errors: [] }, report };
}

/** Records a sample; when the playback state changed, returns the report of the interval that just ended. */
export function observeQos(qos: Qos, sample: QosSample, nowMs: number): { qos: Qos; report: QosPayload | null } {
  let next = qos;
  if (sample.error && sample.error !== qos.sample?.error) {
    next = { ...next, errors: [...next.errors, { reason: sample.error.reason, code: sample.error.code }] };
  }
  if (sample.isBuffering && !next.bufferingFrom) next = { ...next, bufferingFrom: { position: sample.position, atMs: nowMs } };
  if (!sample.isBuffering) next = closeBuffering(next, nowMs);
  const changed = qos.sample !== null && qos.sample.playbackState !== sample.playbackState;
  if (!changed) return { qos: { ...next, sample }, report: null };
  // The report describes the state that just ended; the new sample starts the next interval.
  const { qos: reset, report } = qosReport(next, nowMs);
  return { qos: { ...reset, sample }, report };
}
