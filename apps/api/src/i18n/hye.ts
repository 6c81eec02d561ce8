import type { ServerTexts } from './rus.js';

/** The server's texts in Armenian (keys and meaning: rus.ts). */
export const hye: ServerTexts = {
  codes: {
    sms: 'Մուտքի կոդ՝ {code}։ Ոչ մեկին մի՛ ասեք։',
    email: 'Գաղտնաբառի փոփոխման կոդ\n\nՁեր կոդը՝ {code}։ Այն գործում է 10 րոպե։',
  },
  auth: {
    passwordChanged: 'Գաղտնաբառը փոխվել է\n\nԲոլոր սարքերը դուրս են եկել հաշվից։ Եթե դա դուք չեք, դիմեք աջակցման ծառայությանը։',
  },
  profiles: {
    masterName: 'Հիմնական',
    switched: '«{name}» պրոֆիլը միացված է',
    pinReset: 'PIN կոդը վերակայված է, գործում է 0000',
  },
  access: {
    until: 'Հասանելի է մինչև {date}',
    watch: 'Դիտել',
  },
  promoCodes: {
    unknown: 'Նման պրոմոկոդ չկա',
    expired: 'Պրոմոկոդի ժամկետն անցել է',
    alreadyUsed: 'Դուք արդեն ակտիվացրել եք այս պրոմոկոդը',
    exhausted: 'Այս պրոմոկոդն այլևս հնարավոր չէ ակտիվացնել',
    tooManyAttempts: 'Պրոմոկոդի փորձերի օրական սահմանաչափը սպառված է',
    tooManyFromAddress: 'Այս հասցեից չափազանց շատ փորձեր, փորձեք ավելի ուշ',
    cardRequired: 'Այս պրոմոկոդն ակտիվանում է հաշվին բանկային քարտ կապելուց հետո',
  },
  purchases: {
    prepaid: 'Հաշվի մնացորդից',
    refill: 'Համալրել հաշիվը',
    short: 'Միջոցները բավարար չեն՝ անհրաժեշտ է {price}, հաշվին կա {balance}։ Համալրեք հաշիվը',
    held: 'Սա արդեն հասանելի է ձեզ',
    free: 'Սա կարելի է դիտել անվճար',
    unknownOption: 'Այս տարբերակն այլևս չի առաջարկվում, թարմացրեք էջը',
    noMethod: 'Վճարման այս եղանակը հասանելի չէ',
    subscribed: '«{name}» բաժանորդագրությունը ձևակերպված է',
    bought: '«{name}»-ը գնված է',
    rented: '«{name}»-ը վարձակալված է',
    forever: 'Դիտեք ցանկացած ժամանակ',
    renewed: 'Բաժանորդագրությունը երկարաձգված է',
    noSubscription: 'Այս ծառայության բաժանորդագրություն չունեք',
  },
  payments: {
    newCard: 'Նոր քարտ',
    card: '{brand} •• {last4}',
    cardAdded: '{card} քարտը կցված է',
    confirm: 'Հաստատեք վճարումը բանկի պատուհանում',
    pending: 'Բանկը դեռ մշակում է վճարումը, սպասեք մի քանի վայրկյան',
    unavailable: 'Վճարային ծառայությունը չպատասխանեց։ Փորձեք մեկ րոպեից — գումարը երկու անգամ չի գանձվի',
    cardUnknown: 'Այս քարտն այլևս կցված չէ, ընտրեք մեկ այլ',
    cardRequired: 'Ընտրեք վճարման քարտը',
    refilled: 'Հաշիվը համալրվեց {amount}-ով',
  },
  /** The bank's reasons for declining a card payment (the acquirer's decline codes). */
  declines: {
    do_not_honour: 'Բանկը մերժեց վճարումը։ Վճարեք այլ քարտով կամ դիմեք բանկ',
    invalid_card: 'Քարտի համարը սխալ է',
    format_error: 'Քարտի տվյալները սխալ են',
    lost_or_stolen: 'Բանկը մերժեց վճարումը՝ քարտն արգելափակված է',
    insufficient_funds: 'Քարտում բավարար միջոցներ չկան',
    expired_card: 'Քարտի ժամկետը լրացել է',
    processing_error: 'Բանկը չկարողացավ կատարել վճարումը, փորձեք կրկին',
    authentication_failed: 'Վճարումը չհաստատվեց՝ 3-D Secure ստուգումը ձախողվեց',
  },
};
