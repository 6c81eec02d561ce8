import type { SupportChatSettings } from '@efir/contract';
import type { SupportChatRepo } from './repo.js';

/** The demo partner brand's chat (its brand flags show one), so the demo has a chat to open. */
const DEMO_PARTNER_CHAT: SupportChatSettings = {
  title: { rus: 'Поддержка Эфир+', eng: 'Efir+ support', hye: 'Էֆիր+ աջակցություն' },
  greeting: {
    rus: 'Здравствуйте! Напишите, что случилось, — оператор ответит здесь же.',
    eng: 'Hello! Tell us what happened, and an operator will answer right here.',
    hye: 'Բարև։ Գրեք, թե ինչ է պատահել, և օպերատորը կպատասխանի հենց այստեղ։',
  },
  hours: {
    rus: 'Операторы на связи ежедневно с 9:00 до 21:00 по Москве',
    eng: 'Operators answer daily from 9:00 to 21:00 Moscow time',
    hye: 'Օպերատորները պատասխանում են ամեն օր 9:00-ից 21:00 (Մոսկվայի ժամանակով)',
  },
};

/** Once: a partner chat the operator has set (or turned off) is left as it is. */
export const seedDemoSupportChat = (repo: SupportChatRepo) => repo.putSetting('partner', DEMO_PARTNER_CHAT, true);
