import { errorReason } from '../core/errors';

/** spec 2 §8 peer-to-peer library errors, both of severity 1: playback goes on over HTTP. */
export const P2P_ERROR = { FAILED_TO_LOAD: 1, INIT_FAILED: 2 } as const;

/** Where segments came from: `off` when this playback has no peer-to-peer, `failed` when the library could not start. */
export type P2pState = 'off' | 'on' | 'failed';

/** What one QoS report (spec 2 §7 "p2p state") says of delivery since the one before. */
export type DeliveryReport = {
  p2p_state: P2pState;
  p2p_bytes: number;
  http_bytes: number;
  errors: { reason: string; code: number }[];
};

export interface DeliveryStats {
  /** Peer-to-peer started, or could not (the error is reported once, with the next QoS report). */
  started(): void;
  failed(code: (typeof P2P_ERROR)[keyof typeof P2P_ERROR]): void;
  /** Bytes of segments as they arrive, from peers or over HTTP. */
  received(source: 'p2p' | 'http', bytes: number): void;
  /** The report since the last one; its counts start again from zero. */
  take(): DeliveryReport;
}

/** The counters the QoS report reads: the p2p delivery adds to them, the reporter takes them every interval. */
export function createDeliveryStats(): DeliveryStats {
  let state: P2pState = 'off';
  let bytes = { p2p: 0, http: 0 };
  let errors: DeliveryReport['errors'] = [];
  return {
    started() {
      state = 'on';
    },
    failed(code) {
      state = 'failed';
      errors = [...errors, { reason: errorReason('p2p', code), code }];
    },
    received(source, count) {
      bytes = { ...bytes, [source]: bytes[source] + count };
    },
    take() {
      const report = { p2p_state: state, p2p_bytes: bytes.p2p, http_bytes: bytes.http, errors };
      bytes = { p2p: 0, http: 0 };
      errors = [];
      return report;
    },
  };
}
