import { texts } from './words-titles.js';

/** Plot parts: who, what happens, what follows, and a closing line; all in present tense so no gender agreement is needed. */
export const HEROES = texts(`
Молодой следователь|A young detective|Երիտասարդ քննիչը
Бывший военный лётчик|A former air force pilot|Նախկին ռազմական օդաչուն
Школьная учительница|A school teacher|Դպրոցի ուսուցչուհին
Провинциальный врач|A country doctor|Գավառական բժիշկը
Начинающий музыкант|An aspiring musician|Սկսնակ երաժիշտը
Отставной капитан дальнего плавания|A retired sea captain|Պաշտոնաթող նավապետը
Талантливая журналистка|A gifted journalist|Տաղանդավոր լրագրողուհին
Юная изобретательница|A young inventor|Երիտասարդ գյուտարարուհին
Бывший чемпион по боксу|A former boxing champion|Բռնցքամարտի նախկին չեմպիոնը
Упрямый архитектор|A stubborn architect|Համառ ճարտարապետը
Уставший от жизни таксист|A weary taxi driver|Կյանքից հոգնած տաքսիստը
Девочка-подросток|A teenage girl|Դեռահաս աղջիկը
Известный шеф-повар|A famous chef|Հայտնի խոհարարը
Пожилой часовщик|An elderly watchmaker|Տարեց ժամագործը
`);

export const EVENTS = texts(`
возвращается в родной город|returns to the home town|վերադառնում է հայրենի քաղաք
получает загадочное письмо|receives a mysterious letter|ստանում է առեղծվածային նամակ
находит старую карту|finds an old map|գտնում է հին քարտեզ
случайно становится свидетелем преступления|accidentally witnesses a crime|պատահաբար դառնում է հանցագործության վկա
теряет работу|loses a job|կորցնում է աշխատանքը
отправляется в далёкую экспедицию|sets off on a distant expedition|մեկնում է հեռավոր արշավի
попадает на заброшенную станцию|ends up at an abandoned station|հայտնվում է լքված կայարանում
встречает человека из прошлого|meets someone from the past|հանդիպում է անցյալից եկած մարդու
наследует старый дом у моря|inherits an old house by the sea|ժառանգում է ծովափի հին տունը
соглашается на рискованную сделку|agrees to a risky deal|համաձայնում է ռիսկային գործարքի
`);

export const CONSEQUENCES = texts(`
и решает во что бы то ни стало узнать правду|and resolves to learn the truth at any cost|և որոշում է ամեն գնով իմանալ ճշմարտությունը
и получает шанс всё изменить|and gets a chance to change everything|և հնարավորություն է ստանում ամեն ինչ փոխելու
и вместе с новыми друзьями берётся за невозможное|and, with new friends, takes on the impossible|և նոր ընկերների հետ ձեռնամուխ է լինում անհնարինին
и начинает собственное расследование|and starts an investigation|և սկսում է սեփական հետաքննությունը
и понимает, что прежней жизни уже не будет|and realises life will never be the same|և հասկանում է, որ նախկին կյանքն այլևս չի լինի
и узнаёт семейную тайну, которую скрывали десятилетиями|and learns a family secret kept for decades|և իմանում է տասնամյակներ թաքցված ընտանեկան գաղտնիքը
`);

export const CLOSINGS = texts(`
Но прошлое не отпускает так просто.|But the past does not let go so easily.|Բայց անցյալն այդքան հեշտ բաց չի թողնում։
Времени остаётся всё меньше.|Time is running out.|Ժամանակը գնալով պակասում է։
Никому нельзя доверять.|No one can be trusted.|Ոչ ոքի չի կարելի վստահել։
Впереди — самое трудное лето в жизни.|Ahead lies the hardest summer of a lifetime.|Առջևում կյանքի ամենադժվար ամառն է։
Каждое решение будет иметь свою цену.|Every choice has its price.|Յուրաքանչյուր որոշում իր գինն ունի։
Ответы ждут там, где всё началось.|The answers wait where it all began.|Պատասխանները սպասում են այնտեղ, որտեղ ամեն ինչ սկսվեց։
`);

/** Where and when: "Действие разворачивается в {place} {time}." */
export const PLACES = texts(`
маленьком приморском городке|a small seaside town|փոքրիկ ծովափնյա քաղաքում
Москве|Moscow|Մոսկվայում
заснеженной тайге|the snowy taiga|ձյունածածկ տայգայում
Ереване|Yerevan|Երևանում
портовом Петербурге|the port of St Petersburg|նավահանգստային Պետերբուրգում
горной деревне|a mountain village|լեռնային գյուղում
`);

export const TIMES = texts(`
в наши дни|today|մեր օրերում
в 1970-е годы|in the 1970s|1970-ականներին
накануне войны|on the eve of war|պատերազմի նախօրեին
в недалёком будущем|in the near future|մոտ ապագայում
`);

/** Lessons and matches have plots of their own. */
export const COURSE_PLOTS = texts(`
Короткие уроки с практикой: от первых шагов до уверенного результата.|Short lessons with practice: from first steps to confident results.|Կարճ դասեր պրակտիկայով՝ առաջին քայլերից մինչև վստահ արդյունք։
Понятно, наглядно и без спешки — курс для тех, кто начинает с нуля.|Clear, visual and unhurried — a course for complete beginners.|Պարզ, տեսանելի և առանց շտապելու՝ դասընթաց զրոյից սկսողների համար։
Ведущие преподаватели объясняют сложное простыми словами.|Leading teachers explain the complex in simple words.|Առաջատար դասախոսները բարդը բացատրում են պարզ բառերով։
`);

export const SPORT_PLOTS = texts(`
Главные моменты, решающие голы и истории людей, которые творили историю спорта.|Key moments, decisive goals and the people who made sporting history.|Գլխավոր պահեր, վճռորոշ գոլեր և սպորտի պատմությունը կերտած մարդկանց պատմություններ։
Закулисье большого спорта: тренировки, победы и поражения.|Behind the scenes of top sport: training, wins and losses.|Մեծ սպորտի կուլիսներում՝ մարզումներ, հաղթանակներ և պարտություններ։
`);
