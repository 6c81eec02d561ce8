import type { AnalyticsEvent } from '../core/analytics';
import type { ReportReason } from '../core/report';
import type { MediaPosition } from '../core/resume';

/** A problem report (spec 2 §5), with where it happened so the operator can reproduce it. */
export type ProblemReport = {
  reasons: readonly ReportReason[];
  content_id: number | string;
  content_type: string;
  position: number;
  playback_session_id: string;
  url: string;
};

/** What the player asks of the app around it: the API calls, behind functions so the player knows no URLs. */
export type PlayerServices = {
  /** The event sink (spec 2 §7 player analytics and QoS), a batch at a time. */
  sendAnalytics: (batch: readonly AnalyticsEvent[]) => Promise<void>;
  /** Resume across devices: the media position of the item being played. */
  savePosition?: (contentId: number | string, position: MediaPosition) => void;
  /** The viewed-time setter of spec 2 §7: seconds watched since the last call. */
  setViewedTime?: (seconds: number) => void;
  sendReport?: (report: ProblemReport) => void;
};
