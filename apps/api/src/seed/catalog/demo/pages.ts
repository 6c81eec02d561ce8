import type { Catalogue } from '../format.js';
import { t } from './custom-data.js';

/** The demo operator's pages: support, contacts, the public offer, documents, questions and answers, promotions. */

const DAY_MS = 86_400_000;

const SUPPORT_PHONE = '8 800 555-35-35';
const SUPPORT_EMAIL = 'help@efir.example';

const CONTENT_PAGES: Catalogue['content_pages'] = [
  {
    alias: 'support',
    title: t('Служба поддержки', 'Support', 'Աջակցության ծառայություն'),
    body: t(
      '<p>Мы отвечаем круглосуточно. Прежде чем писать, загляните в <a href="/faq">вопросы и ответы</a> — там решения самых частых проблем.</p><h2>Что указать в обращении</h2><ul><li>номер телефона или e-mail учётной записи;</li><li>устройство и браузер или модель телевизора;</li><li>название фильма или канала и время, когда возникла проблема.</li></ul><p>Если видео не воспроизводится, нажмите в плеере «Настройки» → «Сообщить о проблеме»: мы получим технические данные о просмотре и ответим быстрее.</p>',
      '<p>We answer around the clock. Before writing, have a look at the <a href="/faq">questions and answers</a>: the most common problems are solved there.</p><h2>What to tell us</h2><ul><li>the phone number or e-mail of your account;</li><li>your device and browser, or your TV model;</li><li>the film or channel and when the problem happened.</li></ul><p>If a video does not play, press “Settings” → “Report a problem” in the player: we receive the technical details of the playback and answer sooner.</p>',
      '<p>Մենք պատասխանում ենք շուրջօրյա։ Գրելուց առաջ նայեք <a href="/faq">հարցերին և պատասխաններին</a>․ այնտեղ լուծված են ամենահաճախ հանդիպող խնդիրները։</p><h2>Ինչ նշել դիմումում</h2><ul><li>հաշվի հեռախոսահամարը կամ էլ. փոստը․</li><li>սարքը և դիտարկիչը կամ հեռուստացույցի մոդելը․</li><li>ֆիլմի կամ ալիքի անունը և երբ է առաջացել խնդիրը։</li></ul><p>Եթե տեսանյութը չի նվագարկվում, նվագարկչում սեղմեք «Կարգավորումներ» → «Հաղորդել խնդրի մասին»․ մենք կստանանք դիտման տեխնիկական տվյալները և կպատասխանենք ավելի արագ։</p>',
    ),
    contacts: [
      { type: 'phone', title: t('Бесплатно по России', 'Free within Russia', 'Անվճար Ռուսաստանում'), value: { rus: SUPPORT_PHONE } },
      { type: 'email', title: t('Электронная почта', 'E-mail', 'Էլ. փոստ'), value: { rus: SUPPORT_EMAIL } },
      {
        type: 'hours',
        title: t('Часы работы', 'Hours', 'Աշխատանքային ժամեր'),
        value: t('Круглосуточно', 'Around the clock', 'Շուրջօրյա'),
      },
    ],
  },
  {
    alias: 'contacts',
    title: t('Контакты', 'Contacts', 'Կոնտակտներ'),
    body: t(
      '<p>ООО «Эфир Медиа» — оператор онлайн-кинотеатра «Эфир».</p><h2>Реквизиты</h2><p>ОГРН 1187746000000, ИНН 7701000000, КПП 770101001.<br>Расчётный счёт 40702810000000000000 в ПАО «Банк», БИК 044525000.</p><p>По вопросам подписок и оплаты обращайтесь в <a href="/support">службу поддержки</a>.</p>',
      '<p>Efir Media LLC operates the Efir online cinema.</p><h2>Company details</h2><p>OGRN 1187746000000, INN 7701000000, KPP 770101001.<br>Account 40702810000000000000 at Bank PJSC, BIC 044525000.</p><p>For subscriptions and payments, please contact <a href="/support">support</a>.</p>',
      '<p>«Էֆիր Մեդիա» ՍՊԸ-ն «Էֆիր» առցանց կինոթատրոնի օպերատորն է։</p><h2>Վավերապայմաններ</h2><p>ՀՊԳՀ 1187746000000, ՀՎՀՀ 7701000000, ԿՊԿ 770101001։<br>Հաշիվ 40702810000000000000 «Բանկ» ՀԲԸ-ում, ԲԻԿ 044525000։</p><p>Բաժանորդագրությունների և վճարումների հարցերով դիմեք <a href="/support">աջակցության ծառայությանը</a>։</p>',
    ),
    contacts: [
      {
        type: 'address',
        title: t('Адрес', 'Address', 'Հասցե'),
        value: t('Москва, ул. Правды, 24, стр. 3', 'Moscow, 24 Pravdy St, bldg 3', 'Մոսկվա, Պրավդայի փ. 24, շենք 3'),
      },
      { type: 'phone', title: t('Офис', 'Office', 'Գրասենյակ'), value: { rus: '+7 495 555-01-24' } },
      { type: 'email', title: t('Для партнёров', 'Partners', 'Գործընկերների համար'), value: { rus: 'partners@efir.example' } },
      { type: 'email', title: t('Пресс-служба', 'Press', 'Մամուլի ծառայություն'), value: { rus: 'press@efir.example' } },
      { type: 'phone', title: t('Служба поддержки', 'Support', 'Աջակցություն'), value: { rus: SUPPORT_PHONE } },
    ],
  },
  {
    alias: 'offer',
    title: t('Публичная оферта', 'Public offer', 'Հրապարակային օֆերտա'),
    body: t(
      '<p>Настоящий документ — предложение ООО «Эфир Медиа» (далее — Оператор) заключить договор на оказание услуг доступа к аудиовизуальным произведениям на условиях ниже. Регистрация на сайте или оплата услуги означает полное принятие оферты.</p><h2>1. Предмет договора</h2><p>Оператор предоставляет Пользователю доступ к фильмам, сериалам, телеканалам и караоке по подписке, в аренду или в постоянное пользование, а Пользователь оплачивает доступ по ценам, указанным на сайте в момент покупки.</p><h2>2. Подписка</h2><p>Подписка продлевается автоматически в конце каждого оплаченного периода. Отключить продление можно в личном кабинете в любой момент; доступ сохраняется до конца оплаченного периода. Пробный период предоставляется один раз на учётную запись.</p><h2>3. Аренда и покупка</h2><p>Арендованный фильм доступен 48 часов с начала первого просмотра и не более 30 дней с момента оплаты. Купленный фильм доступен, пока у Оператора есть права на его показ.</p><h2>4. Устройства</h2><p>Учётная запись используется не более чем на пяти устройствах. Показ содержимого третьим лицам за плату не допускается.</p><h2>5. Возврат средств</h2><p>Если услуга не была оказана по вине Оператора, деньги возвращаются на карту в течение 10 рабочих дней после обращения в службу поддержки.</p><h2>6. Персональные данные</h2><p>Оператор обрабатывает персональные данные Пользователя в соответствии с Политикой конфиденциальности, опубликованной в разделе <a href="/docs">Документы</a>.</p>',
      '<p>This document is an offer by Efir Media LLC (the Operator) to enter into an agreement for access to audiovisual works on the terms below. Registering on the site or paying for a service means full acceptance of the offer.</p><h2>1. Subject</h2><p>The Operator gives the User access to films, series, TV channels and karaoke by subscription, rental or purchase, and the User pays for access at the prices shown on the site at the time of purchase.</p><h2>2. Subscription</h2><p>A subscription renews automatically at the end of each paid period. Renewal can be turned off in the personal area at any time; access remains until the paid period ends. A trial period is given once per account.</p><h2>3. Rental and purchase</h2><p>A rented film is available for 48 hours from the first viewing and no longer than 30 days from payment. A purchased film is available while the Operator holds the rights to show it.</p><h2>4. Devices</h2><p>An account is used on no more than five devices. Showing content to third parties for a fee is not allowed.</p><h2>5. Refunds</h2><p>If a service was not provided through the Operator’s fault, the money is returned to the card within 10 working days of contacting support.</p><h2>6. Personal data</h2><p>The Operator processes the User’s personal data under the Privacy Policy published in <a href="/docs">Documents</a>.</p>',
      '<p>Սույն փաստաթուղթը «Էֆիր Մեդիա» ՍՊԸ-ի (այսուհետ՝ Օպերատոր) առաջարկն է՝ կնքելու աուդիովիզուալ ստեղծագործություններին հասանելիության ծառայությունների պայմանագիր ստորև նշված պայմաններով։ Կայքում գրանցվելը կամ ծառայության վճարումը նշանակում է օֆերտայի ամբողջական ընդունում։</p><h2>1. Պայմանագրի առարկան</h2><p>Օպերատորը Օգտատիրոջը տրամադրում է հասանելիություն ֆիլմերին, սերիալներին, հեռուստաալիքներին և կարաոկեին՝ բաժանորդագրությամբ, վարձույթով կամ մշտական օգտագործման համար, իսկ Օգտատերը վճարում է գնման պահին կայքում նշված գներով։</p><h2>2. Բաժանորդագրություն</h2><p>Բաժանորդագրությունը ավտոմատ երկարաձգվում է յուրաքանչյուր վճարված ժամկետի վերջում։ Երկարաձգումը կարելի է անջատել անձնական էջում ցանկացած պահի․ հասանելիությունը պահպանվում է մինչև վճարված ժամկետի ավարտը։</p><h2>3. Վարձույթ և գնում</h2><p>Վարձակալված ֆիլմը հասանելի է առաջին դիտումից 48 ժամ և վճարումից ոչ ավելի, քան 30 օր։ Գնված ֆիլմը հասանելի է, քանի դեռ Օպերատորն ունի դրա ցուցադրման իրավունքը։</p><h2>4. Սարքեր</h2><p>Հաշիվն օգտագործվում է ոչ ավելի, քան հինգ սարքում։</p><h2>5. Գումարի վերադարձ</h2><p>Եթե ծառայությունը չի մատուցվել Օպերատորի մեղքով, գումարը վերադարձվում է քարտին աջակցությանը դիմելուց հետո 10 աշխատանքային օրվա ընթացքում։</p><h2>6. Անձնական տվյալներ</h2><p>Օպերատորը մշակում է Օգտատիրոջ անձնական տվյալները <a href="/docs">Փաստաթղթեր</a> բաժնում հրապարակված Գաղտնիության քաղաքականությանը համապատասխան։</p>',
    ),
  },
  {
    alias: 'docs',
    title: t('Документы', 'Documents', 'Փաստաթղթեր'),
    body: t(
      '<p>Условия, на которых работает сервис «Эфир». Действующие редакции документов всегда опубликованы на этой странице.</p>',
      '<p>The terms on which the Efir service works. The current versions of the documents are always published on this page.</p>',
      '<p>Պայմանները, որոնցով աշխատում է «Էֆիր» ծառայությունը։ Փաստաթղթերի գործող խմբագրությունները միշտ հրապարակված են այս էջում։</p>',
    ),
  },
  {
    alias: 'faq',
    title: t('Вопросы и ответы', 'Questions and answers', 'Հարցեր և պատասխաններ'),
    body: t(
      '<p>Ответы на частые вопросы о подписках, оплате и просмотре. Не нашли ответа — напишите в <a href="/support">службу поддержки</a>.</p>',
      '<p>Answers to common questions about subscriptions, payment and watching. Did not find an answer? Write to <a href="/support">support</a>.</p>',
      '<p>Պատասխաններ բաժանորդագրությունների, վճարման և դիտման մասին հաճախ տրվող հարցերին։ Չե՞ք գտել պատասխանը՝ գրեք <a href="/support">աջակցությանը</a>։</p>',
    ),
  },
  {
    alias: 'offer_recom',
    title: t(
      'Правила применения рекомендательных технологий',
      'Rules for the use of recommendation technologies',
      'Առաջարկային տեխնոլոգիաների կիրառման կանոններ',
    ),
    body: t(
      '<p>ООО «Эфир Медиа» применяет на сайте и в приложениях «Эфир» рекомендательные технологии: подборки «Рекомендации для вас», «Похожие» и «Продолжить просмотр».</p><h2>1. Какие данные используются</h2><ul><li>история просмотров и позиции остановки в профиле;</li><li>оценки, избранное и покупки учётной записи;</li><li>возрастные ограничения и язык профиля;</li><li>жанры, страны и годы выпуска просмотренных фильмов и сериалов.</li></ul><h2>2. Как формируются рекомендации</h2><p>Похожие фильмы подбираются по общим жанрам и оценкам. Продолжить просмотр показывает начатое и не досмотренное в профиле. Рекомендации не выходят за возрастные ограничения профиля.</p><h2>3. Как отказаться</h2><p>История просмотров удаляется в разделе «История» личного кабинета; после этого рекомендации строятся заново. По вопросам работы рекомендаций пишите в <a href="/support">службу поддержки</a>.</p>',
      '<p>Efir Media LLC uses recommendation technologies on the Efir site and apps: the “Recommended for you”, “Similar” and “Continue watching” selections.</p><h2>1. What data is used</h2><ul><li>the profile’s viewing history and stop positions;</li><li>the account’s ratings, favourites and purchases;</li><li>the profile’s age limits and language;</li><li>the genres, countries and years of the films and series watched.</li></ul><h2>2. How recommendations are made</h2><p>Similar films are picked by shared genres and ratings. Continue watching shows what the profile started and has not finished. Recommendations never go beyond the profile’s age limits.</p><h2>3. How to opt out</h2><p>The viewing history is deleted under “History” in the personal area; recommendations are then built anew. For questions about recommendations, write to <a href="/support">support</a>.</p>',
      '<p>«Էֆիր Մեդիա» ՍՊԸ-ն «Էֆիր» կայքում և հավելվածներում կիրառում է առաջարկային տեխնոլոգիաներ՝ «Առաջարկներ ձեզ համար», «Նմանատիպ» և «Շարունակել դիտումը» ընտրանիները։</p><h2>1. Ինչ տվյալներ են օգտագործվում</h2><ul><li>պրոֆիլի դիտումների պատմությունը և կանգառի դիրքերը․</li><li>հաշվի գնահատականները, ընտրյալները և գնումները․</li><li>պրոֆիլի տարիքային սահմանափակումները և լեզուն․</li><li>դիտված ֆիլմերի և սերիալների ժանրերը, երկրները և տարիները։</li></ul><h2>2. Ինչպես են ձևավորվում առաջարկները</h2><p>Նմանատիպ ֆիլմերը ընտրվում են ընդհանուր ժանրերով և գնահատականներով։ Առաջարկները չեն անցնում պրոֆիլի տարիքային սահմանափակումներից։</p><h2>3. Ինչպես հրաժարվել</h2><p>Դիտումների պատմությունը ջնջվում է անձնական էջի «Պատմություն» բաժնում։ Հարցերի դեպքում գրեք <a href="/support">աջակցությանը</a>։</p>',
    ),
  },
];

/** Ids are the operator's: the footer links /faq?selected=13 to the question about devices. */
const FAQ_ITEMS: Catalogue['faq'] = [
  {
    id: 1,
    title: t('Как подключить подписку?', 'How do I subscribe?', 'Ինչպե՞ս միացնել բաժանորդագրությունը'),
    answer: t(
      '<p>Откройте раздел <a href="/services">Подписки</a>, выберите подходящую и нажмите «Подключить». Оплатить можно банковской картой или бонусами — доступ откроется сразу после оплаты.</p>',
      '<p>Open <a href="/services">Subscriptions</a>, choose one and press “Subscribe”. You can pay by bank card or with bonuses; access opens right after payment.</p>',
      '<p>Բացեք <a href="/services">Բաժանորդագրություններ</a> բաժինը, ընտրեք և սեղմեք «Միացնել»։ Կարող եք վճարել բանկային քարտով կամ բոնուսներով․ հասանելիությունը կբացվի վճարումից անմիջապես հետո։</p>',
    ),
  },
  {
    id: 2,
    title: t('Как отключить автопродление?', 'How do I turn off auto-renewal?', 'Ինչպե՞ս անջատել ավտոերկարաձգումը'),
    answer: t(
      '<p>В личном кабинете откройте «Платежи и подписки» → «Подписки» и нажмите «Отключить». Доступ сохранится до конца оплаченного периода.</p>',
      '<p>In your personal area open “Payments and subscriptions” → “Subscriptions” and press “Turn off”. Access stays until the paid period ends.</p>',
      '<p>Անձնական էջում բացեք «Վճարումներ և բաժանորդագրություններ» → «Բաժանորդագրություններ» և սեղմեք «Անջատել»։ Հասանելիությունը կպահպանվի մինչև վճարված ժամկետի ավարտը։</p>',
    ),
  },
  {
    id: 3,
    title: t('Чем аренда отличается от покупки?', 'How is renting different from buying?', 'Ինչո՞վ է վարձույթը տարբերվում գնումից'),
    answer: t(
      '<p>Арендованный фильм можно смотреть 48 часов с начала первого просмотра. Купленный остаётся в разделе «Моя коллекция» и доступен без ограничения по времени.</p>',
      '<p>A rented film can be watched for 48 hours from the first viewing. A purchased one stays in “My collection” with no time limit.</p>',
      '<p>Վարձակալված ֆիլմը կարելի է դիտել առաջին դիտումից 48 ժամ։ Գնվածը մնում է «Իմ հավաքածուն» բաժնում՝ առանց ժամկետի սահմանափակման։</p>',
    ),
  },
  {
    id: 4,
    title: t('Какие карты принимаются к оплате?', 'Which cards are accepted?', 'Ի՞նչ քարտեր են ընդունվում'),
    answer: t(
      '<p>Visa, Mastercard, «Мир», Maestro и American Express. Данные карты вводятся на защищённой странице платёжного партнёра и не хранятся у нас.</p>',
      '<p>Visa, Mastercard, Mir, Maestro and American Express. Card details are entered on the payment partner’s secure page and are not stored by us.</p>',
      '<p>Visa, Mastercard, «Միր», Maestro և American Express։ Քարտի տվյալները մուտքագրվում են վճարային գործընկերոջ պաշտպանված էջում և մեզ մոտ չեն պահվում։</p>',
    ),
  },
  {
    id: 5,
    title: t('Как активировать промокод?', 'How do I use a promo code?', 'Ինչպե՞ս ակտիվացնել պրոմոկոդը'),
    answer: t(
      '<p>Войдите в учётную запись, откройте страницу <a href="/promocode">Промокод</a> и введите код. Попыток ввода — не больше пяти в сутки.</p>',
      '<p>Sign in, open the <a href="/promocode">Promo code</a> page and enter the code. You have at most five attempts a day.</p>',
      '<p>Մուտք գործեք, բացեք <a href="/promocode">Պրոմոկոդ</a> էջը և մուտքագրեք կոդը։ Օրական ոչ ավելի, քան հինգ փորձ։</p>',
    ),
  },
  {
    id: 6,
    title: t('Как смотреть на телевизоре?', 'How do I watch on a TV?', 'Ինչպե՞ս դիտել հեռուստացույցով'),
    answer: t(
      '<p>Установите приложение «Эфир» на Smart TV, откройте его и введите на сайте шестизначный код с экрана телевизора. Телевизор войдёт в вашу учётную запись.</p>',
      '<p>Install the Efir app on your Smart TV, open it and enter the six-character code from the TV screen on the site. The TV signs in to your account.</p>',
      '<p>Տեղադրեք «Էֆիր» հավելվածը Smart TV-ում, բացեք այն և կայքում մուտքագրեք հեռուստացույցի էկրանի վեցանիշ կոդը։ Հեռուստացույցը կմտնի ձեր հաշիվ։</p>',
    ),
  },
  {
    id: 7,
    title: t('Как создать детский профиль?', 'How do I create a kids profile?', 'Ինչպե՞ս ստեղծել մանկական պրոֆիլ'),
    answer: t(
      '<p>В личном кабинете откройте «Профили», нажмите «Добавить» и выберите возрастное ограничение. В детском профиле видны только фильмы и передачи, подходящие по возрасту.</p>',
      '<p>In your personal area open “Profiles”, press “Add” and choose an age limit. A kids profile shows only films and shows suitable for that age.</p>',
      '<p>Անձնական էջում բացեք «Պրոֆիլներ», սեղմեք «Ավելացնել» և ընտրեք տարիքային սահմանափակումը։ Մանկական պրոֆիլում երևում են միայն տարիքին համապատասխան ֆիլմերն ու հաղորդումները։</p>',
    ),
  },
  {
    id: 8,
    title: t('Что такое PIN-код и как его сбросить?', 'What is the PIN and how do I reset it?', 'Ի՞նչ է PIN-կոդը և ինչպե՞ս այն վերակայել'),
    answer: t(
      '<p>PIN-код из четырёх цифр защищает покупки и переход во взрослые профили. Сбросить его можно в настройках профиля — по коду из SMS или по паролю учётной записи.</p>',
      '<p>A four-digit PIN protects purchases and switching to adult profiles. You can reset it in the profile settings with a code sent by SMS or with your account password.</p>',
      '<p>Քառանիշ PIN-կոդը պաշտպանում է գնումները և մեծահասակների պրոֆիլներին անցումը։ Այն կարելի է վերակայել պրոֆիլի կարգավորումներում՝ SMS-ով ստացված կոդով կամ հաշվի գաղտնաբառով։</p>',
    ),
  },
  {
    id: 9,
    title: t(
      'Почему видео тормозит или не запускается?',
      'Why does the video stall or not start?',
      'Ինչո՞ւ է տեսանյութը դանդաղում կամ չի սկսվում',
    ),
    answer: t(
      '<p>Проверьте скорость интернета: для HD нужно от 5 Мбит/с, для 4K — от 25 Мбит/с. Выключите блокировщики рекламы и VPN, обновите браузер. Если не помогло — сообщите о проблеме из плеера.</p>',
      '<p>Check your connection: HD needs at least 5 Mbit/s, 4K at least 25 Mbit/s. Turn off ad blockers and VPNs and update your browser. If that does not help, report the problem from the player.</p>',
      '<p>Ստուգեք ինտերնետի արագությունը․ HD-ի համար անհրաժեշտ է առնվազն 5 Մբիթ/վ, 4K-ի համար՝ 25 Մբիթ/վ։ Անջատեք գովազդի արգելափակիչները և VPN-ը, թարմացրեք դիտարկիչը։ Եթե չօգնեց՝ հաղորդեք խնդրի մասին նվագարկչից։</p>',
    ),
  },
  {
    id: 10,
    title: t('Можно ли смотреть без интернета?', 'Can I watch offline?', 'Կարելի՞ է դիտել առանց ինտերնետի'),
    answer: t(
      '<p>Да, в мобильном приложении: фильмы из подписки и купленные фильмы можно скачать и смотреть без сети 30 дней.</p>',
      '<p>Yes, in the mobile app: films from your subscription and films you bought can be downloaded and watched offline for 30 days.</p>',
      '<p>Այո, բջջային հավելվածում․ բաժանորդագրության և գնված ֆիլմերը կարելի է ներբեռնել և դիտել առանց ցանցի 30 օր։</p>',
    ),
  },
  {
    id: 11,
    title: t('Как вернуть деньги за подписку?', 'How do I get a refund?', 'Ինչպե՞ս վերադարձնել գումարը բաժանորդագրության համար'),
    answer: t(
      '<p>Напишите в <a href="/support">службу поддержки</a> с номером телефона учётной записи и датой платежа. Если услуга не была оказана, деньги вернутся на карту в течение 10 рабочих дней.</p>',
      '<p>Write to <a href="/support">support</a> with your account’s phone number and the payment date. If the service was not provided, the money returns to your card within 10 working days.</p>',
      '<p>Գրեք <a href="/support">աջակցությանը</a>՝ նշելով հաշվի հեռախոսահամարը և վճարման ամսաթիվը։ Եթե ծառայությունը չի մատուցվել, գումարը կվերադարձվի քարտին 10 աշխատանքային օրվա ընթացքում։</p>',
    ),
  },
  {
    id: 12,
    title: t('Работает ли сервис за границей?', 'Does the service work abroad?', 'Ծառայությունն աշխատո՞ւմ է արտերկրում'),
    answer: t(
      '<p>Фильмы и сериалы доступны в России и Армении. Часть телеканалов показывается только в России — это условие правообладателей.</p>',
      '<p>Films and series are available in Russia and Armenia. Some TV channels are shown only in Russia: that is a condition of the rights holders.</p>',
      '<p>Ֆիլմերն ու սերիալները հասանելի են Ռուսաստանում և Հայաստանում։ Որոշ հեռուստաալիքներ ցուցադրվում են միայն Ռուսաստանում․ դա իրավատերերի պայմանն է։</p>',
    ),
  },
  {
    id: 13,
    title: t('На скольких устройствах можно смотреть?', 'On how many devices can I watch?', 'Քանի՞ սարքով կարելի է դիտել'),
    answer: t(
      '<p>До пяти устройств на одну учётную запись: телевизоры, компьютеры, телефоны и планшеты. Список устройств и их отключение — в разделе <a href="/my/devices">Мои устройства</a>.</p>',
      '<p>Up to five devices per account: TVs, computers, phones and tablets. See and remove devices in <a href="/my/devices">My devices</a>.</p>',
      '<p>Մինչև հինգ սարք մեկ հաշվի համար՝ հեռուստացույցներ, համակարգիչներ, հեռախոսներ և պլանշետներ։ Սարքերի ցանկը և դրանց անջատումը՝ <a href="/my/devices">Իմ սարքերը</a> բաժնում։</p>',
    ),
  },
  {
    id: 14,
    title: t('Как подарить подписку?', 'Can I give a subscription as a gift?', 'Ինչպե՞ս նվիրել բաժանորդագրություն'),
  },
];

const DOC_ITEMS: Catalogue['docs'] = [
  {
    id: 1,
    alias: 'terms',
    title: t('Пользовательское соглашение', 'Terms of Use', 'Օգտագործման պայմաններ'),
    body: t(
      '<p>Соглашение регулирует использование сайта и приложений «Эфир». Пользуясь сервисом, вы принимаете его условия.</p><ul><li>Учётная запись личная; не передавайте пароль и коды из SMS третьим лицам.</li><li>Запрещено записывать, копировать и распространять содержимое сервиса.</li><li>Оператор вправе ограничить доступ при нарушении соглашения, предупредив пользователя по e-mail или SMS.</li></ul>',
      '<p>These terms govern the use of the Efir site and apps. By using the service you accept them.</p><ul><li>An account is personal; do not share your password or SMS codes.</li><li>Recording, copying and distributing the service’s content is forbidden.</li><li>The Operator may restrict access when the terms are broken, after warning the user by e-mail or SMS.</li></ul>',
      '<p>Պայմանները կարգավորում են «Էֆիր» կայքի և հավելվածների օգտագործումը։ Օգտվելով ծառայությունից՝ դուք ընդունում եք դրանք։</p><ul><li>Հաշիվն անձնական է․ մի փոխանցեք գաղտնաբառը և SMS կոդերը երրորդ անձանց։</li><li>Արգելվում է ձայնագրել, պատճենել և տարածել ծառայության բովանդակությունը։</li><li>Օպերատորն իրավունք ունի սահմանափակել հասանելիությունը պայմանները խախտելու դեպքում՝ նախազգուշացնելով էլ. փոստով կամ SMS-ով։</li></ul>',
    ),
  },
  {
    id: 2,
    alias: 'privacy',
    title: t('Политика конфиденциальности', 'Privacy Policy', 'Գաղտնիության քաղաքականություն'),
    body: t(
      '<p>Мы храним номер телефона, e-mail, историю просмотров и покупок, чтобы показывать купленное, продолжать просмотр и подбирать рекомендации.</p><ul><li>Данные банковских карт обрабатывает платёжный партнёр; у нас остаются только платёжная система и последние четыре цифры.</li><li>Мы не передаём данные третьим лицам, кроме случаев, предусмотренных законом.</li><li>Удалить учётную запись и данные можно, написав в службу поддержки.</li></ul>',
      '<p>We keep your phone number, e-mail, viewing and purchase history to show what you bought, resume playback and suggest recommendations.</p><ul><li>Card details are handled by the payment partner; we keep only the card brand and its last four digits.</li><li>We do not share data with third parties except where the law requires it.</li><li>You can delete your account and data by writing to support.</li></ul>',
      '<p>Մենք պահում ենք հեռախոսահամարը, էլ. փոստը, դիտումների և գնումների պատմությունը՝ գնվածը ցույց տալու, դիտումը շարունակելու և առաջարկներ ընտրելու համար։</p><ul><li>Բանկային քարտերի տվյալները մշակում է վճարային գործընկերը․ մեզ մոտ մնում են միայն վճարային համակարգը և վերջին չորս թվանշանները։</li><li>Մենք տվյալներ չենք փոխանցում երրորդ անձանց, բացառությամբ օրենքով նախատեսված դեպքերի։</li><li>Հաշիվը և տվյալները կարելի է ջնջել՝ գրելով աջակցությանը։</li></ul>',
    ),
  },
  {
    id: 3,
    alias: 'subscription',
    title: t('Условия подписки', 'Subscription Terms', 'Բաժանորդագրության պայմաններ'),
    body: t(
      '<p>Подписка оплачивается за месяц вперёд и продлевается автоматически. Цена промо-периода действует только в первый период; затем списывается обычная цена, указанная на странице подписки.</p><p>Отключённая подписка действует до конца оплаченного периода. Пробный период предоставляется один раз на учётную запись и банковскую карту.</p>',
      '<p>A subscription is paid a month in advance and renews automatically. A promotional price applies only to the first period; after that the regular price shown on the subscription page is charged.</p><p>A cancelled subscription stays active until the paid period ends. A trial is given once per account and bank card.</p>',
      '<p>Բաժանորդագրությունը վճարվում է մեկ ամիս առաջ և երկարաձգվում է ավտոմատ։ Պրոմո գինը գործում է միայն առաջին ժամկետում, այնուհետև գանձվում է բաժանորդագրության էջում նշված սովորական գինը։</p><p>Անջատված բաժանորդագրությունը գործում է մինչև վճարված ժամկետի ավարտը։ Փորձաշրջանը տրամադրվում է մեկ անգամ յուրաքանչյուր հաշվի և քարտի համար։</p>',
    ),
  },
  { id: 4, alias: 'offer', title: t('Публичная оферта', 'Public offer', 'Հրապարակային օֆերտա'), link: '/offer' },
];

/** Promotions running around `now`; each names a media view of the demo as its landing page. */
function demoPromoEvents(now: Date): Catalogue['promo_events'] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      id: 1,
      slug: 'maximum-za-1-rubl',
      title: t('Максимум за 1 ₽', 'Maximum for 1 ₽', 'Մաքսիմում 1 ₽-ով'),
      summary: t(
        'Первый месяц подписки «Эфир Максимум» — за 1 ₽, затем 599 ₽ в месяц: кино, сериалы, ТВ и караоке.',
        'The first month of Efir Maximum for 1 ₽, then 599 ₽ a month: films, series, TV and karaoke.',
        '«Էֆիր Մաքսիմում» բաժանորդագրության առաջին ամիսը՝ 1 ₽-ով, հետո 599 ₽ ամսական․ կինո, սերիալներ, TV և կարաոկե։',
      ),
      media_view: 'service-maximum',
      starts_at: at(-10),
      ends_at: at(20),
    },
    {
      id: 2,
      slug: 'kino-vesny',
      title: t('Кино весны', 'Spring cinema', 'Գարնան կինո'),
      summary: t(
        'Премьеры сезона, подборки и викторина с призами — всё на одной странице.',
        'Premieres of the season, collections and a quiz with prizes, all on one page.',
        'Սեզոնի պրեմիերաները, հավաքածուները և մրցանակներով վիկտորինա՝ մեկ էջում։',
      ),
      media_view: 'promo',
      starts_at: at(-3),
      ends_at: at(40),
    },
    {
      id: 3,
      slug: 'tv-vezde',
      title: t('ТВ везде', 'TV everywhere', 'TV ամենուր'),
      summary: t(
        'Тридцать каналов с архивом на телевизоре, компьютере и телефоне — без приставки.',
        'Thirty channels with an archive on your TV, computer and phone, with no set-top box.',
        'Երեսուն ալիք արխիվով հեռուստացույցում, համակարգչում և հեռախոսում՝ առանց սարքավորման։',
      ),
      media_view: 'tv-everywhere',
    },
    {
      id: 4,
      slug: 'zimnie-skidki',
      title: t('Зимние скидки', 'Winter sale', 'Ձմեռային զեղչեր'),
      summary: t('Подписки со скидкой до 50%.', 'Subscriptions up to 50% off.', 'Բաժանորդագրություններ մինչև 50% զեղչով։'),
      media_view: 'promo',
      starts_at: at(-90),
      ends_at: at(-30),
    },
  ];
}

export function demoPages(now: Date): Pick<Catalogue, 'content_pages' | 'faq' | 'docs' | 'promo_events'> {
  return {
    // In alias order, as the exporter writes them, so the demo round-trips unchanged.
    content_pages: [...CONTENT_PAGES].sort((a, b) => a.alias.localeCompare(b.alias)),
    faq: FAQ_ITEMS,
    docs: DOC_ITEMS,
    promo_events: demoPromoEvents(now),
  };
}

/** Episodes this short or shorter make a series a short story. */
const SHORT_EPISODE_MAX_S = 25 * 60;
/** The operator's view for /short_stories; its id and block ids stay clear of the other demo views. */
const SHORT_STORIES_VIEW_ID = 90;

/** /short_stories: series told in short episodes, and their first episodes to start right away. */
export function demoShortStoriesView(series: Catalogue['series']): Catalogue['media_views'][number] {
  const short = series.filter((title) =>
    title.seasons.every((season) => season.episodes.every((episode) => episode.duration <= SHORT_EPISODE_MAX_S)),
  );
  return {
    id: SHORT_STORIES_VIEW_ID,
    alias: 'short-stories',
    name: t('Короткие истории', 'Short stories', 'Կարճ պատմություններ'),
    // A catalogue without short series gets the view without blocks: the page then says there are none yet.
    blocks: (short.length === 0
      ? []
      : [
          {
            id: SHORT_STORIES_VIEW_ID * 100 + 1,
            type: 'content',
            name: t('Сериалы с короткими сериями', 'Series in short episodes', 'Կարճ սերիաներով սերիալներ'),
            items: short.map((title) => ({ type: 'media_item', id: title.id })),
          },
          {
            id: SHORT_STORIES_VIEW_ID * 100 + 2,
            type: 'horizontal_posters',
            name: t('Начните с первой серии', 'Start with the first episode', 'Սկսեք առաջին սերիայից'),
            items: short.map((title) => ({ type: 'media_item', id: title.seasons[0]!.episodes[0]!.id })),
          },
        ]) as Catalogue['media_views'][number]['blocks'],
  };
}
