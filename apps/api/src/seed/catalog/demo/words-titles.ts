import type { I18nText } from '../../../db/schema/i18n.js';

/** Word lists for titles, as "rus|eng|hye" lines: composed, they read like a real Russian catalogue. */
export const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim().split('|'));

export const texts = (text: string): I18nText[] => lines(text).map(([rus, eng, hye]) => ({ rus: rus!, eng: eng!, hye: hye! }));

/** Adjectives: masculine/feminine/neuter Russian forms, then English and Armenian. */
export const ADJECTIVES = lines(`
Последний/Последняя/Последнее|Last|Վերջին
Тихий/Тихая/Тихое|Quiet|Հանդարտ
Северный/Северная/Северное|Northern|Հյուսիսային
Тёмный/Тёмная/Тёмное|Dark|Մութ
Золотой/Золотая/Золотое|Golden|Ոսկե
Белый/Белая/Белое|White|Սպիտակ
Чужой/Чужая/Чужое|Foreign|Օտար
Далёкий/Далёкая/Далёкое|Distant|Հեռավոր
Красный/Красная/Красное|Red|Կարմիր
Ночной/Ночная/Ночное|Night|Գիշերային
Летний/Летняя/Летнее|Summer|Ամառային
Зимний/Зимняя/Зимнее|Winter|Ձմեռային
Потерянный/Потерянная/Потерянное|Lost|Կորած
Вечный/Вечная/Вечное|Eternal|Հավերժական
Большой/Большая/Большое|Great|Մեծ
Дикий/Дикая/Дикое|Wild|Վայրի
Стальной/Стальная/Стальное|Steel|Պողպատե
Хрустальный/Хрустальная/Хрустальное|Crystal|Բյուրեղյա
Седьмой/Седьмая/Седьмое|Seventh|Յոթերորդ
Безмолвный/Безмолвная/Безмолвное|Silent|Լուռ
Огненный/Огненная/Огненное|Fiery|Հրեղեն
Горький/Горькая/Горькое|Bitter|Դառը
Случайный/Случайная/Случайное|Chance|Պատահական
Секретный/Секретная/Секретное|Secret|Գաղտնի
Старый/Старая/Старое|Old|Հին
Новый/Новая/Новое|New|Նոր
Морской/Морская/Морское|Sea|Ծովային
Лесной/Лесная/Лесное|Forest|Անտառային
Небесный/Небесная/Небесное|Heavenly|Երկնային
Опасный/Опасная/Опасное|Dangerous|Վտանգավոր
Счастливый/Счастливая/Счастливое|Happy|Երջանիկ
Одинокий/Одинокая/Одинокое|Lonely|Միայնակ
`);

/** Nouns with their gender (m, f, n) for agreement. */
export const NOUNS = lines(`
маяк|m|Lighthouse|փարոս
ветер|m|Wind|քամի
город|m|City|քաղաք
рубеж|m|Frontier|սահման
поезд|m|Train|գնացք
сад|m|Garden|այգի
остров|m|Island|կղզի
след|m|Trail|հետք
берег|m|Shore|ափ
дом|m|House|տուն
рейс|m|Flight|չվերթ
свидетель|m|Witness|վկա
капитан|m|Captain|նավապետ
охотник|m|Hunter|որսորդ
шторм|m|Storm|փոթորիկ
мост|m|Bridge|կամուրջ
путь|m|Path|ճանապարհ
дракон|m|Dragon|վիշապ
река|f|River|գետ
звезда|f|Star|աստղ
ночь|f|Night|գիշեր
дорога|f|Way|ուղի
волна|f|Wave|ալիք
буря|f|Tempest|մրրիկ
весна|f|Spring|գարուն
империя|f|Empire|կայսրություն
крепость|f|Fortress|ամրոց
охота|f|Hunt|որս
игра|f|Game|խաղ
гавань|f|Harbour|նավահանգիստ
легенда|f|Legend|լեգենդ
семья|f|Family|ընտանիք
небо|n|Sky|երկինք
озеро|n|Lake|լիճ
сердце|n|Heart|սիրտ
время|n|Time|ժամանակ
лето|n|Summer|ամառ
море|n|Sea|ծով
зеркало|n|Mirror|հայելի
королевство|n|Kingdom|թագավորություն
пламя|n|Flame|բոց
`);

/** "The Secret of the Old Bridge": a head noun … */
export const HEADS = texts(`
Тайна|The Secret|գաղտնիքը
Хранитель|The Keeper|պահապանը
Тень|The Shadow|ստվերը
Легенда|The Legend|լեգենդը
Дети|The Children|երեխաները
Узник|The Prisoner|բանտարկյալը
Песнь|The Song|երգը
Последний день|The Last Day|վերջին օրը
Возвращение|The Return|վերադարձը
Король|The King|արքան
Сокровища|The Treasures|գանձերը
Хроники|The Chronicles|քրոնիկները
`);

/** … and what it belongs to (Russian and Armenian genitive). */
export const GENITIVES = texts(`
старого моста|of the Old Bridge|Հին կամրջի
северного ветра|of the North Wind|Հյուսիսային քամու
последнего лета|of the Last Summer|Վերջին ամառվա
белой ночи|of the White Night|Սպիտակ գիշերվա
чужого города|of a Strange City|Օտար քաղաքի
забытой реки|of the Forgotten River|Մոռացված գետի
тихой гавани|of the Quiet Harbour|Հանդարտ նավահանգստի
золотого века|of the Golden Age|Ոսկե դարի
дальних островов|of the Far Islands|Հեռավոր կղզիների
зимнего сада|of the Winter Garden|Ձմեռային այգու
морского волка|of the Sea Wolf|Ծովային գայլի
старой крепости|of the Old Fortress|Հին ամրոցի
красной звезды|of the Red Star|Կարմիր աստղի
горного озера|of the Mountain Lake|Լեռնային լճի
ночного экспресса|of the Night Express|Գիշերային էքսպրեսի
седьмого неба|of Seventh Heaven|Յոթերորդ երկնքի
потерянного времени|of Lost Time|Կորած ժամանակի
янтарной комнаты|of the Amber Room|Սաթե սենյակի
`);

/** "The Wolf and the Swallow": pairs for family and kids titles. */
export const PAIRS = texts(`
Волк|Wolf|Գայլը
Ласточка|Swallow|Ծիծեռնակը
Лис|Fox|Աղվեսը
Ворона|Crow|Ագռավը
Медведь|Bear|Արջը
Ёжик|Hedgehog|Ոզնին
Девочка|Girl|Աղջիկը
Старик|Old Man|Ծերունին
Художник|Painter|Նկարիչը
Скрипка|Violin|Ջութակը
Кот|Cat|Կատուն
Робот|Robot|Ռոբոտը
Дракончик|Little Dragon|Վիշապիկը
Совёнок|Owlet|Բվիկը
`);

/** Courses and lectures for the education theme. */
export const COURSES = texts(`
Основы фотографии|Photography Basics|Լուսանկարչության հիմունքներ
Английский для начинающих|English for Beginners|Անգլերեն սկսնակների համար
История искусства|Art History|Արվեստի պատմություն
Финансовая грамотность|Financial Literacy|Ֆինանսական գրագիտություն
Программирование на Python|Programming in Python|Ծրագրավորում Python-ով
Рисование акварелью|Watercolour Painting|Ջրաներկով նկարչություն
Шахматы: от новичка до мастера|Chess: Beginner to Master|Շախմատ. սկսնակից մինչև վարպետ
Астрономия для всех|Astronomy for Everyone|Աստղագիտություն բոլորի համար
Кулинарная школа|Cooking School|Խոհարարական դպրոց
Йога каждый день|Yoga Every Day|Յոգա ամեն օր
Ораторское искусство|Public Speaking|Հռետորական արվեստ
Физика вокруг нас|Physics Around Us|Ֆիզիկան մեր շուրջ
Гитара с нуля|Guitar from Scratch|Կիթառ զրոյից
Биология человека|Human Biology|Մարդու կենսաբանություն
Тайм-менеджмент|Time Management|Ժամանակի կառավարում
`);

/** Sport films, matches and reviews. */
export const SPORT_TITLES = texts(`
Легенды хоккея|Hockey Legends|Հոկեյի լեգենդները
Лучшие голы сезона|Best Goals of the Season|Մրցաշրջանի լավագույն գոլերը
Путь чемпиона|A Champion's Path|Չեմպիոնի ուղին
Большой теннис: финалы|Tennis: The Finals|Մեծ թենիս. եզրափակիչներ
Марафон|The Marathon|Մարաթոն
Бокс. Вечер чемпионов|Boxing. Night of Champions|Բռնցքամարտ. Չեմպիոնների երեկո
Олимпийские истории|Olympic Stories|Օլիմպիական պատմություններ
Шахматная корона|The Chess Crown|Շախմատային թագը
Формула скорости|The Speed Formula|Արագության բանաձևը
Футбол нашего детства|The Football of Our Childhood|Մեր մանկության ֆուտբոլը
`);

/** Episode names. */
export const EPISODE_NAMES = texts(`
Пилот|Pilot|Փորձնական
Незваный гость|The Uninvited Guest|Անկոչ հյուրը
Точка невозврата|Point of No Return|Անվերադարձ կետ
Старые долги|Old Debts|Հին պարտքեր
Тишина|Silence|Լռություն
Ночной звонок|The Night Call|Գիշերային զանգը
Двойная игра|Double Game|Կրկնակի խաղ
Последний шанс|Last Chance|Վերջին հնարավորություն
Письмо|The Letter|Նամակը
Перекрёсток|Crossroads|Խաչմերուկ
Лицом к лицу|Face to Face|Դեմ առ դեմ
Цена ошибки|The Price of a Mistake|Սխալի գինը
Ложный след|False Trail|Կեղծ հետք
Рассвет|Dawn|Արշալույս
Гроза|Thunderstorm|Ամպրոպ
Чужие ключи|Someone Else's Keys|Օտարի բանալիները
Свидетель|The Witness|Վկան
Обратный отсчёт|Countdown|Հետհաշվարկ
Вдали от дома|Far from Home|Տնից հեռու
Новое начало|A New Beginning|Նոր սկիզբ
`);
