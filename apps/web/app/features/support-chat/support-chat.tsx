import type { LanguageCode, SupportChatAnswer, SupportChatConversation, SupportChatInfo } from '@efir/contract';
import { ApiError, DEFAULT_LANGUAGE, ErrorCode, SUPPORT_CHAT_TEXT_MAX } from '@efir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery } from '../../api/queries';
import { SUPPORT_CHAT_TEXTS } from '../../i18n/support-chat';
import { useRootData } from '../../session/root-data';
import { useSession, useShellInfo } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { CloseIcon } from '../../ui/icons';
import { badgeText, pollIntervalMs, sendsOnKey, showsSupportChat, unreadUpTo } from './chat-rules';
import styles from './support-chat.module.css';

const TEXTS = 'support_chat';

/** The chat's own texts (i18n/support-chat.ts), added to the page's i18n instance once its chunk is here. */
function useChatTexts() {
  const { i18n } = useTranslation();
  for (const language of new Set([i18n.language as LanguageCode, DEFAULT_LANGUAGE])) {
    if (!i18n.hasResourceBundle(language, TEXTS)) i18n.addResourceBundle(language, TEXTS, SUPPORT_CHAT_TEXTS[language]);
  }
  return useTranslation(TEXTS).t;
}

/** Past this many characters the field shows how many of SUPPORT_CHAT_TEXT_MAX are used. */
const COUNTER_FROM = SUPPORT_CHAT_TEXT_MAX - 200;
const conversationQuery = endpointQuery('supportChat.conversation');

/**
 * The support chat of a brand that has one (spec 1 §1, §7): a button bottom right with the count of unread replies,
 * and a panel with the conversation, the operator's greeting and hours, and a field. The shell loads it only for a
 * brand whose flags have chat, on pages with a layout; it shows once the browser has it (crawlers get none of it).
 */
export default function SupportChat() {
  const settings = useShellInfo()?.support_chat;
  const { tvView } = useRootData();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !showsSupportChat(settings, tvView)) return null;
  return <ChatLauncher settings={settings} />;
}

function ChatLauncher({ settings }: { settings: SupportChatInfo }) {
  const chat = useChatTexts();
  const [open, setOpen] = useState(false);
  const isAuth = useSession()?.is_auth === true;
  const { data } = useQuery({
    ...conversationQuery,
    refetchInterval: (query) => pollIntervalMs(isAuth, open, query.state.data?.conversation ?? null),
  });
  const conversation = data?.conversation ?? null;
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = conversation?.unread ?? 0;
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <>
      {open && <ChatPanel id={panelId} settings={settings} conversation={conversation} onClose={close} />}
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? chat('open_unread', { unread }) : chat('open')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        {unread > 0 && !open && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
    </>
  );
}

function ChatPanel({
  id,
  settings,
  conversation,
  onClose,
}: {
  id: string;
  settings: SupportChatInfo;
  conversation: SupportChatConversation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const chat = useChatTexts();
  const titleId = useId();
  const fieldId = useId();
  const dates = useViewerDates();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: (message: string) => browserApi().call('supportChat.send', { body: { text: message } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<SupportChatAnswer>(conversationQuery.queryKey, answer);
      setText('');
    },
  });
  const markRead = useMutation({
    mutationFn: (lastMessageId: number) => browserApi().call('supportChat.markRead', { body: { last_message_id: lastMessageId } }),
    onSuccess: () =>
      queryClient.setQueryData<SupportChatAnswer>(conversationQuery.queryKey, (answer) =>
        answer?.conversation ? { conversation: { ...answer.conversation, unread: 0 } } : answer,
      ),
  });

  useEffect(() => field.current?.focus(), []);
  // The newest message in view as it comes; the open panel reads every reply, so none stays unread.
  const newestId = conversation?.messages.at(-1)?.id;
  useEffect(() => {
    if (newestId !== undefined && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newestId]);
  const readUpTo = unreadUpTo(conversation);
  const { mutate: markReadUpTo } = markRead;
  useEffect(() => {
    if (readUpTo !== null) markReadUpTo(readUpTo);
  }, [readUpTo, markReadUpTo]);

  // The chat's own refusal is in its texts, not in every page's catalogue of error codes.
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.body?.error_code === ErrorCode.SUPPORT_CHAT_OFF
      ? chat('off')
      : (errorText(error, t) ?? t('error.default'));
  const submit = () => {
    const message = text.trim();
    if (message === '' || send.isPending) return;
    send.mutate(message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  return (
    <section
      id={id}
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {settings.title}
          </h2>
          <p className={styles.hours}>{settings.hours}</p>
        </div>
        <button type="button" className={styles.close} aria-label={chat('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take the focus, or a keyboard cannot scroll it back */}
      <div ref={log} className={styles.log} role="log" aria-label={chat('log')} tabIndex={0}>
        <p className={`${styles.message} ${styles.operator}`}>{settings.greeting}</p>
        {conversation?.messages.map((message) => (
          <div key={message.id} className={`${styles.message} ${message.author === 'operator' ? styles.operator : styles.viewer}`}>
            <span className="visually-hidden">{chat(`author.${message.author}`)}: </span>
            <p className={styles.text}>{message.text}</p>
            <time className={styles.time} dateTime={message.created_at}>
              {dates.time(message.created_at)}
            </time>
          </div>
        ))}
        {conversation?.status === 'closed' && <p className={styles.note}>{chat('closed')}</p>}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {send.isError && (
          <p className={styles.error} role="alert">
            {refusal(send.error)}
          </p>
        )}
        <label htmlFor={fieldId} className="visually-hidden">
          {chat('field')}
        </label>
        <div className={styles.row}>
          <textarea
            id={fieldId}
            ref={field}
            className={styles.field}
            rows={2}
            maxLength={SUPPORT_CHAT_TEXT_MAX}
            placeholder={chat('placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.send} aria-label={chat('send')} disabled={send.isPending || text.trim() === ''}>
            <SendIcon />
          </button>
        </div>
        {text.length > COUNTER_FROM && (
          <p className={styles.counter}>{chat('counter', { used: text.length, max: SUPPORT_CHAT_TEXT_MAX })}</p>
        )}
      </form>
    </section>
  );
}

/* The chat's own icons live in its chunk: pages without a chat carry none of them. */
const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

const ChatIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);

const SendIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
  </svg>
);
