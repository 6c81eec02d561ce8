import { randomInt } from 'node:crypto';
import { ErrorCode, VOICE_CODE_LENGTH, VOICE_CODE_TTL_S, type VoiceLinkState } from '@efir/contract';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { VoiceLinkRow, VoiceLinksRepo } from './repo.js';

/** Tries at a code no other account is waiting with; six digits make a second clash all but impossible. */
const CODE_TRIES = 5;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * /alice/auth: the viewer asks for a code and says it to the assistant; the assistant's side (the operator's skill,
 * with the operator token) redeems it once, before it expires, and the account is linked until the viewer unlinks.
 */
export function voiceLinksService(
  repo: VoiceLinksRepo,
  clock: Clock,
  newCode = () => String(randomInt(10 ** VOICE_CODE_LENGTH)).padStart(VOICE_CODE_LENGTH, '0'),
) {
  const stateOf = (row: VoiceLinkRow | undefined): VoiceLinkState => {
    const now = clock.now();
    const pending = row?.code && row.code_expires_at && row.code_expires_at > now;
    return {
      linked_at: row?.linked_at ? seconds(row.linked_at) : null,
      code: pending ? { value: row.code!, expires_at: seconds(row.code_expires_at!) } : null,
    };
  };

  return {
    state: async (accountId: string) => stateOf(await repo.byAccount(accountId)),

    async issueCode(accountId: string): Promise<VoiceLinkState> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + VOICE_CODE_TTL_S * 1000);
      for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
        if (await repo.putCode(accountId, newCode(), expiresAt, now)) return stateOf(await repo.byAccount(accountId));
      }
      throw new Problem(503, ErrorCode.INTERNAL, 'No free code right now; try again');
    },

    /** Wrong, used and expired codes are refused and change nothing. */
    async redeem(code: string, assistantUserId: string): Promise<{ account_id: string }> {
      const now = clock.now();
      const accountId = await repo.redeem(code, assistantUserId, now);
      if (accountId) return { account_id: accountId };
      const row = await repo.byCode(code);
      if (row?.code_expires_at && row.code_expires_at <= now) throw new Problem(400, ErrorCode.CODE_EXPIRED, 'The code has expired');
      throw new Problem(400, ErrorCode.CODE_WRONG, 'No such code');
    },

    unlink: (accountId: string) => repo.unlink(accountId),
  };
}

export type VoiceLinksService = ReturnType<typeof voiceLinksService>;
