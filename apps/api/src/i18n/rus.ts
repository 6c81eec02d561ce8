/**
 * What the server itself says to a viewer in Russian, the default and fallback language: SMS and e-mail, problem
 * descriptions the client shows as they come (spec 2 §8), notifications. `{name}` marks a value filled in.
 * eng.ts and hye.ts have exactly these keys (a missing one does not compile).
 */
export const rus = {
  codes: {
    sms: 'Код для входа: {code}. Никому его не сообщайте.',
    email: 'Код для смены пароля\n\nВаш код: {code}. Он действует 10 минут.',
  },
  auth: {
    passwordChanged:
      'Пароль изменён\n\nПароль вашей учётной записи изменён, все устройства вышли из неё. Если это были не вы, обратитесь в поддержку.',
  },
  profiles: {
    masterName: 'Основной',
    switched: 'Профиль «{name}» включён',
    pinReset: 'PIN-код сброшен, действует 0000',
  },
  access: {
    until: 'Доступ открыт до {date}',
    watch: 'Смотреть',
  },
  promoCodes: {
    unknown: 'Такого промокода нет',
    expired: 'Срок действия промокода истёк',
    alreadyUsed: 'Вы уже активировали этот промокод',
    exhausted: 'Этот промокод больше нельзя активировать',
    tooManyAttempts: 'Превышено количество попыток ввода промокода за сутки',
    tooManyFromAddress: 'Слишком много попыток с этого адреса, попробуйте позже',
    cardRequired: 'Этот промокод активируется после привязки банковской карты к аккаунту',
  },
  certificates: {
    unknown: 'Такого сертификата нет: проверьте код',
    alreadyUsed: 'Этот сертификат уже активирован',
    expired: 'Срок действия сертификата истёк',
    offerUnknown: 'Этот сертификат больше не продаётся',
    tooManyAttempts: 'Слишком много попыток ввода кода, попробуйте позже',
    cardOnly: 'Сертификат оплачивается банковской картой',
    bought: '«{name}» куплен',
    code: 'Код: {code}',
    sentTo: 'Код отправлен на {email}',
    created: '«{name}» готов: код в разделе «Сертификаты»',
    open: 'Мои сертификаты',
    activatedService: 'Сертификат активирован: «{name}»',
    activatedAmount: 'Сертификат активирован: на счёт зачислено {amount}',
    email:
      'Вам подарочный сертификат «{name}»\n\n{message}Код: {code}\nАктивируйте его до {date} в разделе «Сертификаты» личного кабинета: {url}',
  },
  tvCodes: {
    unknown: 'Такого кода нет: проверьте его на экране телевизора',
    expired: 'Срок действия кода истёк: на телевизоре уже новый код',
    used: 'Этот код уже использован',
    signedIn: 'Этот браузер уже вошёл в аккаунт',
    tooMany: 'Слишком много попыток, попробуйте позже',
    activated: 'Телевизор подключён',
    activatedSub: 'Он вошёл в ваш аккаунт и появится в списке устройств',
  },
  bonuses: {
    code: 'Код подключения к программе «{name}»: {code}. Никому его не сообщайте.',
    method: '{name}: {points} б.',
    unknown: 'Такой бонусной программы нет',
    registered: 'Вы уже участвуете в программе «{name}»',
    requestUnknown: 'Этот запрос уже не действует: запросите новый код',
    notRegistered: 'Сначала подключите программу «{name}»',
    phoneInvalid: 'Введите номер телефона: 79XXXXXXXXX, 89XXXXXXXXX или 374XXXXXXXX',
    emailInvalid: 'Введите адрес электронной почты',
    typeInvalid: 'Для программы «{name}» нужен {type}',
    loginMissing: 'В аккаунте нет {type}: укажите его, чтобы подключить программу',
    phone: 'номер телефона',
    email: 'адрес электронной почты',
    short: 'Недостаточно баллов: нужно {price}, на счёте программы {balance}',
    wrongPrice: 'Эту цену можно оплатить только баллами программы',
  },
  purchases: {
    prepaid: 'С баланса счёта',
    refill: 'Пополнить счёт',
    short: 'Недостаточно средств: нужно {price}, на счёте {balance}. Пополните счёт, чтобы оплатить',
    held: 'Это уже доступно вам',
    free: 'Это можно смотреть бесплатно',
    unknownOption: 'Этот вариант покупки больше не предлагается, обновите страницу',
    noMethod: 'Этот способ оплаты недоступен',
    subscribed: 'Подписка «{name}» оформлена',
    bought: '«{name}» куплен',
    rented: '«{name}» взят напрокат',
    forever: 'Смотрите когда угодно: он останется у вас',
    renewed: 'Подписка продлена',
    noSubscription: 'Подписки на этот сервис нет',
  },
  payments: {
    newCard: 'Новая карта',
    card: '{brand} •• {last4}',
    cardAdded: 'Карта {card} привязана',
    confirm: 'Подтвердите оплату в окне банка',
    pending: 'Банк ещё проводит платёж, подождите несколько секунд',
    unavailable: 'Платёжный сервис не ответил. Повторите попытку через минуту — дважды деньги не спишутся',
    cardUnknown: 'Эта карта больше не привязана, выберите другую',
    cardRequired: 'Выберите карту для оплаты',
    refilled: 'Счёт пополнен на {amount}',
  },
  /** The bank's reasons for declining a card payment (the acquirer's decline codes). */
  declines: {
    do_not_honour: 'Банк отклонил платёж. Оплатите другой картой или обратитесь в банк',
    invalid_card: 'Неверный номер карты',
    format_error: 'Данные карты введены неверно',
    lost_or_stolen: 'Банк отклонил платёж: карта заблокирована',
    insufficient_funds: 'На карте недостаточно средств',
    expired_card: 'Срок действия карты истёк',
    processing_error: 'Банк не смог провести платёж, попробуйте ещё раз',
    authentication_failed: 'Платёж не подтверждён: проверка 3-D Secure не пройдена',
  },
};

export type ServerTexts = typeof rus;
