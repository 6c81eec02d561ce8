import { randomUUID } from 'node:crypto';
import {
  type BonusAction,
  type BonusConfirmed,
  type BonusHistory,
  type BonusLoginType,
  type BonusProgram,
  type BonusRequest,
  bonusLogin,
  ErrorCode,
  type LanguageCode,
  type PaymentMethod,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { Problem } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import type { CodesService } from '../codes/service.js';
import type { Tx } from '../entitlements/repo.js';
import type { BonusesRepo, MemberRow, ProgramRow } from './repo.js';

/** spec 2 §3: the bonus method's id; each program is a method of its own, told apart by bonus_program.id. */
export const BONUS_METHOD_ID = 5;

/** Who asks for a code: the codes' limits count per session and address. */
export interface Caller {
  accountId: string;
  sessionId: string;
  ip: string;
  language: LanguageCode;
}

export interface BonusesDeps {
  clock: Clock;
  codes: Pick<CodesService, 'send' | 'check'>;
  /** The account's own phone and e-mail, for register (from the accounts module). */
  loginsOf: (accountId: string) => Promise<{ phone: string | null; email: string | null }>;
}

const channelOf = (type: BonusLoginType) => (type === 'phone' ? ('sms' as const) : ('email' as const));
/** Codes of one program are their own action: a sign-in code never confirms a program, nor one program's another's. */
const codeAction = (programId: number) => `bonus:${programId}`;

/**
 * spec 2 §4 Bonus activation and §7 bonuses.*: register (or use another login), confirm by the code sent through the
 * messaging providers, then points: a welcome bonus, points earned by card purchases and spent on bonus prices, all
 * kept in a ledger whose balance never goes below zero.
 */
export function bonusesService(repo: BonusesRepo, { clock, codes, loginsOf }: BonusesDeps) {
  const texts = (language: LanguageCode) => textsIn(language).bonuses;

  async function programOf(id: number, language: LanguageCode): Promise<ProgramRow> {
    const program = await repo.program(id);
    if (!program) throw new Problem(404, ErrorCode.BONUS_PROGRAM_UNKNOWN, texts(language).unknown);
    return program;
  }

  async function view(
    program: ProgramRow,
    member: MemberRow | undefined,
    accountId: string,
    language: LanguageCode,
  ): Promise<BonusProgram> {
    const own = member?.login ? null : (await loginsOf(accountId))[program.required_login_type];
    const status = member?.registered_at ? 'registered' : member?.request_id ? 'need_confirm' : 'not_registered';
    return {
      id: program.id,
      name: translate(program.name, language),
      status,
      // register needs a login of the program's type on the account; another login can always be given.
      actions: own || member?.login ? ['register', 'use_custom_login'] : ['use_custom_login'],
      required_login_type: program.required_login_type,
      activation_terms: translate(program.activation_terms, language),
      login: member?.login ?? own ?? null,
      balance: member?.balance ?? 0,
      earn_percent: program.earn_percent,
    };
  }

  /** Sends the code and opens the request it confirms. */
  async function request(
    caller: Caller,
    program: ProgramRow,
    action: BonusAction,
    login: string,
    type: BonusLoginType,
  ): Promise<BonusRequest> {
    const sent = await codes.send({
      channel: channelOf(type),
      target: login,
      action: codeAction(program.id),
      sessionId: caller.sessionId,
      ip: caller.ip,
      language: caller.language,
      text: fill(texts(caller.language).code, { name: translate(program.name, caller.language) }),
    });
    const requestId = randomUUID();
    await repo.openRequest(caller.accountId, program.id, {
      request_id: requestId,
      request_action: action,
      request_login: login,
      request_login_type: type,
    });
    return { status: 'need_confirm', request_id: requestId, resend_after: sent.resend_after_seconds };
  }

  async function list(accountId: string, language: LanguageCode): Promise<BonusProgram[]> {
    const [programs, members] = await Promise.all([repo.programs(), repo.members(accountId)]);
    const byProgram = new Map(members.map((member) => [member.program_id, member]));
    return Promise.all(programs.map((program) => view(program, byProgram.get(program.id), accountId, language)));
  }

  return {
    list,

    async history(accountId: string, programId: number, language: LanguageCode): Promise<BonusHistory> {
      const program = await programOf(programId, language);
      const [member, rows] = await Promise.all([repo.member(accountId, programId), repo.history(accountId, programId)]);
      return {
        program: await view(program, member, accountId, language),
        history: rows.map(({ entry, film, service }) => ({
          id: entry.id,
          date: entry.created_at.toISOString(),
          points: entry.points,
          reason: entry.reason,
          order_id: entry.order_id,
          item: film ? translate(film, language) : service ? translate(service, language) : null,
        })),
      };
    },

    /** spec 2 §7 bonuses.register: the code goes to the account's own login of the program's type. */
    async register(caller: Caller, programId: number): Promise<BonusRequest> {
      const program = await programOf(programId, caller.language);
      const member = await repo.member(caller.accountId, programId);
      if (member?.registered_at)
        throw new Problem(
          409,
          ErrorCode.BONUS_ALREADY_REGISTERED,
          fill(texts(caller.language).registered, { name: translate(program.name, caller.language) }),
        );
      const own = (await loginsOf(caller.accountId))[program.required_login_type];
      const login = own === null ? null : bonusLogin(own, program.required_login_type);
      if (login === null)
        throw new Problem(
          409,
          ErrorCode.BONUS_LOGIN_MISSING,
          fill(texts(caller.language).loginMissing, { type: texts(caller.language)[program.required_login_type] }),
        );
      return request(caller, program, 'register', login, program.required_login_type);
    },

    /** spec 2 §7 bonuses.changeLogin: another login of the program's type (spec 2 §5 rules) gets the code. */
    async changeLogin(caller: Caller, body: { program_id: number; login: string; login_type: BonusLoginType }): Promise<BonusRequest> {
      const program = await programOf(body.program_id, caller.language);
      const words = texts(caller.language);
      if (body.login_type !== program.required_login_type)
        throw new Problem(
          400,
          ErrorCode.BONUS_LOGIN_INVALID,
          fill(words.typeInvalid, { name: translate(program.name, caller.language), type: words[program.required_login_type] }),
        );
      const login = bonusLogin(body.login, body.login_type);
      if (login === null)
        throw new Problem(400, ErrorCode.BONUS_LOGIN_INVALID, body.login_type === 'phone' ? words.phoneInvalid : words.emailInvalid);
      return request(caller, program, 'use_custom_login', login, body.login_type);
    },

    /**
     * spec 2 §7 bonuses.confirm: only the open request's code, once. A request that is not the open one is refused
     * before the code is looked at; a wrong, expired or spent code is refused by the codes' rules (tries counted).
     */
    async confirm(
      accountId: string,
      body: { program_id: number; action: BonusAction; request_id: string; confirmation_code: string },
      language: LanguageCode,
    ): Promise<BonusConfirmed> {
      const program = await programOf(body.program_id, language);
      const member = await repo.member(accountId, program.id);
      const unknown = () => new Problem(400, ErrorCode.BONUS_REQUEST_UNKNOWN, texts(language).requestUnknown);
      if (
        !member?.request_id ||
        member.request_id !== body.request_id ||
        member.request_action !== body.action ||
        !member.request_login_type ||
        !member.request_login
      )
        throw unknown();
      await codes.check(channelOf(member.request_login_type), member.request_login, codeAction(program.id), body.confirmation_code);
      const confirmed = await repo.confirm(accountId, program, { id: body.request_id, action: body.action }, clock.now());
      if (!confirmed) throw unknown();
      return { status: 'registered', program: await view(program, confirmed, accountId, language) };
    },

    /** spec 2 §4 step 3: one bonus method per program, with how the account stands in it. */
    async methods(accountId: string, language: LanguageCode): Promise<PaymentMethod[]> {
      const programs = await list(accountId, language);
      return programs.map((program) => ({
        id: BONUS_METHOD_ID,
        name: 'bonus' as const,
        description: fill(texts(language).method, { name: program.name, points: String(program.balance) }),
        payment_url: null,
        bonus_program: { id: program.id, status: program.status, balance: program.balance },
      }));
    },

    /** The buyer must have registered in the program before paying with it (the client opens bonus activation first). */
    async payer(accountId: string, programId: number, language: LanguageCode): Promise<{ name: string; balance: number }> {
      const program = await programOf(programId, language);
      const member = await repo.member(accountId, programId);
      const name = translate(program.name, language);
      if (!member?.registered_at) throw new Problem(409, ErrorCode.BONUS_NOT_REGISTERED, fill(texts(language).notRegistered, { name }));
      return { name, balance: member.balance };
    },

    /** Spends points for an order in its transaction; false (nothing written) when the balance is short. */
    spend: (tx: Tx, accountId: string, programId: number, points: number, orderId: string, now: Date) =>
      repo.move(tx, { account_id: accountId, program_id: programId, points: -points, reason: 'spent', order_id: orderId }, now),

    /** A card purchase earns points in every program the account is registered in, by each program's rule, in the capture's transaction. */
    async earn(tx: Tx, accountId: string, amountMinor: number, orderId: string, now: Date): Promise<void> {
      const [programs, members] = await Promise.all([repo.programs(tx), repo.members(accountId, tx)]);
      for (const program of programs) {
        // Whole points: earn_percent points per 100 roubles (amountMinor is kopecks), rounded down.
        const points = Math.floor((amountMinor * program.earn_percent) / 10_000);
        const member = members.find((candidate) => candidate.program_id === program.id);
        if (points > 0 && member?.registered_at)
          await repo.move(tx, { account_id: accountId, program_id: program.id, points, reason: 'earned', order_id: orderId }, now);
      }
    },

    /** A refunded order's points go back: spent ones returned, earned ones taken back unless they are spent already. */
    async refund(tx: Tx, orderId: string, now: Date): Promise<void> {
      for (const row of await repo.ofOrder(tx, orderId)) {
        await repo.move(
          tx,
          { account_id: row.account_id, program_id: row.program_id, points: -row.points, reason: 'refunded', order_id: orderId },
          now,
        );
      }
    },
  };
}

export type BonusesService = ReturnType<typeof bonusesService>;
