import type { LanguageCode } from '@efir/contract';

/**
 * The support chat's texts (spec 1 §1, §7) in every language. They load with the chat's own chunk, not with the
 * language's messages every page loads: only a brand with chat shows them (see features/support-chat).
 */
export interface SupportChatTexts {
  open: string;
  open_unread: string;
  close: string;
  log: string;
  author: { viewer: string; operator: string };
  field: string;
  placeholder: string;
  send: string;
  counter: string;
  closed: string;
  /** The brand's chat was turned off (1001601). */
  off: string;
}

export const SUPPORT_CHAT_TEXTS: Record<LanguageCode, SupportChatTexts> = {
  rus: {
    open: 'Чат поддержки',
    open_unread: 'Чат поддержки — новых ответов: {{unread}}',
    close: 'Свернуть чат',
    log: 'Переписка с поддержкой',
    author: { viewer: 'Вы', operator: 'Поддержка' },
    field: 'Сообщение в поддержку',
    placeholder: 'Напишите сообщение…',
    send: 'Отправить',
    counter: '{{used}} из {{max}} символов',
    closed: 'Оператор завершил разговор. Напишите, чтобы начать новый.',
    off: 'Чат поддержки сейчас недоступен',
  },
  eng: {
    open: 'Support chat',
    open_unread: 'Support chat, new replies: {{unread}}',
    close: 'Minimise the chat',
    log: 'Conversation with support',
    author: { viewer: 'You', operator: 'Support' },
    field: 'Message to support',
    placeholder: 'Write a message…',
    send: 'Send',
    counter: '{{used}} of {{max}} characters',
    closed: 'The operator ended the conversation. Write to start a new one.',
    off: 'The support chat is not available now',
  },
  hye: {
    open: 'Աջակցության չատ',
    open_unread: 'Աջակցության չատ, նոր պատասխաններ՝ {{unread}}',
    close: 'Ծալել չատը',
    log: 'Նամակագրություն աջակցության հետ',
    author: { viewer: 'Դուք', operator: 'Աջակցություն' },
    field: 'Հաղորդագրություն աջակցությանը',
    placeholder: 'Գրեք հաղորդագրություն…',
    send: 'Ուղարկել',
    counter: '{{used}}՝ {{max}} նիշից',
    closed: 'Օպերատորն ավարտեց զրույցը։ Գրեք՝ նորը սկսելու համար։',
    off: 'Աջակցության չատը հիմա հասանելի չէ',
  },
};
