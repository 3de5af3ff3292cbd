/* eslint-disable max-lines -- One file: the sample reviews' words are one pool, read together. */
/**
 * The names and phrases the default store's sample reviews are made of (`reviews.ts` combines
 * them): the reviewers' names, and phrases per kind of product (energy, sleep, heart, ...) and per
 * form (capsules, gummies, powder, ...), each for a tone that fits its stars. They say how a product fits a routine, tastes, swallows and feels, never
 * that it treats, cures or prevents anything, and hold no personal details or links.
 */
import type { FilterTag, ProductForm } from './catalogue-products';

/** How a review feels: 5 stars, 4, 3, or 1-2. */
export type Tone = 'great' | 'good' | 'mixed' | 'poor';

export type Phrases = Record<Tone, readonly string[]>;

export type ReviewTopic =
  | 'energy'
  | 'daily'
  | 'immune'
  | 'joint'
  | 'heart'
  | 'sugar'
  | 'digestion'
  | 'sleep'
  | 'stress'
  | 'brain'
  | 'eye'
  | 'skin'
  | 'urinary';

/** The topic of a product's reviews, from its first tag. */
export const topicOfTag: Record<FilterTag, ReviewTopic> = {
  energy: 'energy',
  nutrition: 'daily',
  'womens-health': 'daily',
  'mens-health': 'daily',
  immune: 'immune',
  respiratory: 'immune',
  joint: 'joint',
  heart: 'heart',
  'blood-pressure': 'heart',
  cholesterol: 'heart',
  'blood-sugar': 'sugar',
  weight: 'sugar',
  digestion: 'digestion',
  liver: 'digestion',
  sleep: 'sleep',
  stress: 'stress',
  brain: 'brain',
  eye: 'eye',
  skin: 'skin',
  urinary: 'urinary',
};

/** The names the seed reviewers typed; each review shows it as "First L." */
export const reviewerNames = [
  'Keisha Williams',
  'Darnell Jackson',
  'Tamika Robinson',
  'Andre Brooks',
  'Yolanda Mitchell',
  'Marcus Thompson',
  'Latoya Harris',
  'Jerome Coleman',
  'Aaliyah Simmons',
  'Denise Parker',
  'Kwame Asante',
  'Ngozi Okafor',
  'Imani Freeman',
  'Malik Davis',
  'Renee Grant',
  'Carla Mendoza',
  'Luis Ramirez',
  'Priya Shah',
  'Grace',
  'Ebony King',
  'Terrence Washington',
  'Shanice Bell',
  'DeShawn Lewis',
  'Monique Taylor',
  'Olu Adeyemi',
  'Fatima Diallo',
  'Sade Ogunleye',
  'Brenda Johnson',
  'Gloria Evans',
  'Curtis Porter',
  'Vanessa Reed',
  'Rashida Kamara',
  'Aisha Mohammed',
  'Jamal Hughes',
  'Bernice Walker',
  'Lorraine Dixon',
  'Kendrick Fields',
  'Nia Carter',
  'Tanisha Green',
  'Reggie Moore',
  'Claudette Baptiste',
  'Patrice Lambert',
  'Yvonne Scott',
  'Abena Mensah',
  'Chidi Eze',
  'Kofi Boateng',
  'Esi Appiah',
  'Delroy Campbell',
  'Marisol Vega',
  'Hector Rivera',
  'Mei Lin',
  'Sandra Kowalski',
  'Dorothy Hayes',
  'Harold Banks',
  'Willie James',
  'Ruby Turner',
  'Cedric Nelson',
  'Danielle Okoro',
  'Jasmine Price',
  'Khadija Sow',
  'Zainab Ibrahim',
  'Tyrone Edwards',
  'Angela White',
  'Kevin Duong',
  'Sharon Murray',
  'Michelle Alexander',
  'Robert Lee',
  'Tasha Morgan',
  'Ife',
  'Gwendolyn Pierce',
  'Maurice Holloway',
  'Lena Fischer',
] as const;

/** What a reviewer says about the product's purpose, by topic and tone. */
export const topicPhrases: Record<ReviewTopic, Phrases> = {
  energy: {
    great: [
      'My afternoons used to be a struggle and now I get through the whole workday without reaching for a third coffee.',
      'Steady energy all day, no jitters and no crash. Exactly what I was looking for.',
      'I work twelve-hour shifts and this has become part of my morning routine. I feel more like myself by the end of the day.',
      'I noticed a difference in about two weeks. I have more get-up-and-go in the mornings and I am keeping up with my grandkids again.',
      'I was skeptical, but the afternoon slump is mostly gone for me. I take it with breakfast and forget about it.',
      'Clean, even energy. I do not feel wired, I just feel ready for the day.',
    ],
    good: [
      'I do feel a bit more energetic, especially on busy days. It took about a month before I noticed anything.',
      'Good product. My energy is steadier, though I still need my morning coffee.',
      'Noticeable lift in the mornings. Taking one star off only because I had to take it with food to feel comfortable.',
      'It works well for me on workdays. Hard to say how much is the supplement and how much is better sleep, but I am sticking with it.',
    ],
    mixed: [
      'I have been taking it for six weeks and the change is small. Maybe a little less tired in the afternoon.',
      'It is fine. I expected more of a difference in my energy given all the reviews.',
      'Some days I feel a lift, some days nothing. I will finish the bottle and decide.',
    ],
    poor: [
      'Honestly I noticed no change at all after two full bottles.',
      'Did not do anything for my energy, and it upset my stomach unless I ate a full meal first.',
      'Too expensive for what it did for me, which was nothing I could notice.',
    ],
  },
  daily: {
    great: [
      'One simple daily step that covers the basics. I feel better knowing my nutrition gaps are covered.',
      'I have tried a lot of multis and this is the first one I have stuck with for more than a month. No stomach upset and no strong smell.',
      'My whole family takes these now. Good ingredients, clear label, and the dose is easy to follow.',
      'I feel more balanced and energetic since I started. It is part of my morning now, right next to my coffee.',
      'Finally a formula that thinks about what women actually need. I like that the label explains every ingredient.',
      'I switched from a drugstore brand and the difference in quality is clear. I feel good on it.',
    ],
    good: [
      'Solid daily supplement. I take it with breakfast and have had no issues.',
      'I like the ingredient list and the forms they use. Not cheap, but the subscription helps.',
      'Easy to take every day and I feel good. I just wish the bottle lasted longer.',
      'Good quality and I trust the testing. I cannot say I feel dramatically different, but I feel well.',
    ],
    mixed: [
      'It is a decent supplement, but I am not sure it is worth the price compared to what I used before.',
      'No problems taking it, no big change either. It does what a daily supplement does.',
      'The serving is more pills a day than I expected, which makes it harder to stay consistent.',
    ],
    poor: [
      'It made me nauseous even with food. I tried for two weeks and gave up.',
      'Too pricey for me to notice no difference. I went back to my old one.',
      'The smell when you open the bottle is strong and I could not get used to it.',
    ],
  },
  immune: {
    great: [
      'This is my go-to every fall and winter. I feel good knowing I am giving my body extra support when everyone at work is sniffling.',
      'I keep a bottle at home and one at my desk. Easy to take, and I like that it combines several things I used to buy separately.',
      'Our whole household takes it during the colder months. It is a simple part of our routine now.',
      'I feel more resilient since I started taking this daily. Great ingredients and no aftertaste.',
      'Quality you can feel good about. I have been on it through two winters now and I keep reordering.',
      'I travel a lot for work and this goes in my bag every trip. It just makes me feel ready.',
    ],
    good: [
      'Good formula with the ingredients I was looking for. I take it daily through the winter.',
      'I like it, and I feel good taking it. Hard to measure, but I have had a good season.',
      'Nice combination of ingredients. A little pricey, so I only take it in the colder months.',
      'Works well into my routine. I would like a smaller bottle option for travel.',
    ],
    mixed: [
      'It is hard to tell if it does anything. I feel the same as before.',
      'Fine product, but I could buy the main ingredients separately for less.',
      'I had a slight aftertaste after taking it. Otherwise no complaints and no big difference.',
    ],
    poor: [
      'I took it every day for two months and did not notice anything.',
      'Upset my stomach every time, even with breakfast. Not for me.',
      'Way too expensive for a seasonal supplement. I will not be reordering.',
    ],
  },
  joint: {
    great: [
      'My knees feel so much more comfortable on my morning walks. I am back to doing the stairs at work without thinking about it.',
      'I garden every weekend and my joints feel much better for it. It took about a month, so give it time.',
      'I coach youth basketball and I am on my feet all day. Moving feels easier than it has in years.',
      'I was ready to give up on my evening walks. Three months in, I am walking two miles most days and feeling good.',
      'My mobility is noticeably better and I feel more flexible getting out of bed in the morning.',
      'I like that it is a complete formula. I feel looser and more comfortable on long days.',
    ],
    good: [
      'It took six to eight weeks, but my joints do feel more comfortable. Worth sticking with.',
      'Good product. I notice it most after yard work. Taking a star off for the price.',
      'I feel more limber in the mornings. I also started stretching, so it is probably both.',
      'Helps me stay active. I wish the serving were fewer pills.',
    ],
    mixed: [
      'Maybe a small difference after two months. I expected more.',
      'Some weeks I think it helps, some weeks I cannot tell. I will give it one more bottle.',
      'It is okay. My knees feel about the same, but my hands feel a bit less stiff.',
    ],
    poor: [
      'Three bottles in and my knees feel exactly the same. Disappointed.',
      'No change for me, and the price adds up quickly when you need it every day.',
      'The pills are huge and I struggled to get them down. Stopped after a week.',
    ],
  },
  heart: {
    great: [
      'My doctor and I talk about heart health at every checkup, and this is one of the things I added to my routine along with daily walks.',
      'Heart health runs in my family, so I take it seriously. Quality ingredients, third-party tested, and easy to take every day.',
      'I have been taking this for a year alongside eating better and walking more. I feel great and I trust this brand.',
      'Very happy with it. No aftertaste, easy to swallow, and it fits right into my morning.',
      'My husband and I both take it. It is the one supplement we never run out of.',
      'I like knowing exactly what is in it and how much. The label is clear and the quality is there.',
    ],
    good: [
      'Good quality and easy to take. I pair it with my walking routine and feel good overall.',
      'I like it. I took a star off because it is a bit expensive without the subscription.',
      'Solid product from a brand I trust. I feel good on it, though it is hard to say exactly what it does day to day.',
      'No side effects and easy to remember. I will keep taking it.',
    ],
    mixed: [
      'It is hard to know if it is doing anything since there is nothing I can feel day to day.',
      'Decent, but I had some mild stomach discomfort the first week.',
      'I like the idea, but I am not sure I will keep paying for it.',
    ],
    poor: [
      'I did not notice any change and it gave me heartburn. Stopped after a month.',
      'Too expensive to take on faith. I saw no difference at all.',
      'The capsules left an aftertaste all morning. Could not continue.',
    ],
  },
  sugar: {
    great: [
      'I have been working on my eating habits and this is part of that routine. I feel more steady between meals and fewer afternoon cravings.',
      'Fewer sugar cravings after dinner, which was my biggest struggle. I take it with my two biggest meals.',
      'I feel more balanced through the day and less of that shaky, hungry feeling before lunch.',
      'This plus walking after dinner has been a great combination for me. I feel in control of my routine again.',
      'My energy is more even after meals. I recommend it to anyone working on healthier habits.',
      'I did my research before buying and I like that the dose matches what the studies used.',
    ],
    good: [
      'I feel more even after meals. It took a few weeks to notice.',
      'Good product. I take it with lunch and dinner and my cravings are easier to manage.',
      'Works well with the changes I made to my diet. A star off for the mild stomach upset the first week.',
      'I like it, though two capsules twice a day is a lot to remember.',
    ],
    mixed: [
      'Maybe a small difference in my cravings. Not the big change I hoped for.',
      'It is fine, but it made my stomach a little unsettled unless I took it mid-meal.',
      'Hard to say if it is the supplement or the changes in my diet.',
    ],
    poor: [
      'No difference at all for me after six weeks.',
      'It gave me stomach cramps, even with food. Not for me.',
      'For this price I expected to feel something. I did not.',
    ],
  },
  digestion: {
    great: [
      'My digestion feels so much more comfortable. Less bloating after meals and I feel lighter.',
      'I was skeptical, but after about two weeks my stomach feels settled most days.',
      'I take it with dinner and my evenings are so much more comfortable. I recommend it to everyone.',
      'Finally something that agrees with me. I feel regular and comfortable.',
      'My gut feels happier and I no longer dread heavy meals. Will keep buying.',
      'I like that it is gentle. No cramping, just more comfortable digestion.',
    ],
    good: [
      'It helps with bloating after big meals. I took a star off for the price.',
      'Good product, works gradually. The first few days were a bit of an adjustment.',
      'I feel more comfortable after meals most days. I wish it came in a larger bottle.',
      'Gentle and effective for me. I take it most days, not every day.',
    ],
    mixed: [
      'Some improvement, but it took a while and I am not sure it is worth the price.',
      'It is fine. I had some gas the first week, then it settled down.',
      'I cannot tell much difference, but it does not cause any problems either.',
    ],
    poor: [
      'It made my bloating worse for the first two weeks and I did not want to wait longer.',
      'No difference in how my stomach feels after a full bottle.',
      'Too expensive for something I could not notice.',
    ],
  },
  sleep: {
    great: [
      'I fall asleep faster and wake up feeling rested instead of groggy. This has been a game changer for me.',
      'I used to lie awake for an hour. Now I take it at nine, read a little, and I am out.',
      'I wake up less during the night and feel rested in the morning. No grogginess at all.',
      'My evening routine is so much calmer. I sleep through the night most nights now.',
      'Gentle and effective. I feel relaxed without feeling drugged, and I wake up clear-headed.',
      'As a night-shift nurse my sleep schedule is all over the place. This helps me wind down whenever bedtime is.',
    ],
    good: [
      'Helps me wind down at night. I still wake up once, but I fall back asleep quickly.',
      'Good product. I take it about an hour before bed. Taking a star off because it took a couple of weeks to notice.',
      'I sleep better most nights. It does not work miracles after a stressful day, but it helps.',
      'Relaxing and gentle. I would love a smaller serving.',
    ],
    mixed: [
      'It helps me relax a bit, but I am still waking up at three most nights.',
      'Some nights are better, some are the same. I expected a bigger change.',
      'I feel a little groggy in the morning if I take it late, so timing matters.',
    ],
    poor: [
      'Did nothing for my sleep, unfortunately.',
      'It made me feel foggy the next morning and I did not sleep any better.',
      'I gave it a full month and my sleep was exactly the same.',
    ],
  },
  stress: {
    great: [
      'I feel calmer and more level during stressful weeks at work. I notice when I miss a day.',
      'This takes the edge off without making me sleepy. I handle busy days so much better.',
      'My mood feels more balanced and I am not as wound up in the evenings. Really glad I tried it.',
      'I am a teacher and the end of the school day used to leave me frazzled. Now I feel steady enough to enjoy my evenings.',
      'Calm, focused and still alert. Exactly what I wanted.',
      'I was nervous trying something new, but it is gentle and I feel more like my relaxed self.',
    ],
    good: [
      'I feel calmer most days. It took about three weeks to notice.',
      'Good product. It helps me stay level, though it is not a replacement for rest and exercise.',
      'I like how I feel on it. A star off because I felt a little drowsy the first week.',
      'Helps with the everyday stress. I wish the bottle were bigger for the price.',
    ],
    mixed: [
      'Maybe slightly calmer. It is hard to tell with everything else going on in my life.',
      'It made me a bit sleepy during the day, so I switched to taking it at night.',
      'I notice a small difference on some days, nothing on others.',
    ],
    poor: [
      'Did not notice any difference in how I feel after a month.',
      'It made me feel flat and tired. Stopped after two weeks.',
      'Expensive and I could not tell it was doing anything.',
    ],
  },
  brain: {
    great: [
      'My focus at work is sharper, especially in long afternoon meetings. I noticed it after about three weeks.',
      'I feel clearer and more on top of things. I am a grad student and this is part of my study routine now.',
      'Less brain fog in the afternoons. I remember names and tasks more easily.',
      'I feel sharper and more focused without the jittery feeling of extra coffee.',
      'My mom and I both take it. We both feel more on the ball.',
      'Great quality. I like that the doses are listed clearly and backed by research.',
    ],
    good: [
      'I feel a bit more focused, especially on long workdays. Took a few weeks.',
      'Good product. The effect is subtle but I notice it when I stop.',
      'Helps me concentrate. A star off for the price.',
      'Clearer thinking most days. I take it with breakfast and have had no issues.',
    ],
    mixed: [
      'Subtle at best. I might feel slightly more focused.',
      'I expected more of a difference in my focus. Not bad, just not much change.',
      'Hard to tell if it is this or my new sleep schedule.',
    ],
    poor: [
      'I did not notice any change in focus or memory after two months.',
      'It gave me a headache the first few days and then nothing else.',
      'Too much money for no difference I could notice.',
    ],
  },
  eye: {
    great: [
      'I stare at screens all day and my eyes feel less tired by evening. Very happy with it.',
      'I feel good about supporting my eyes as I get older. Quality ingredients and easy to take.',
      'My eyes feel more comfortable after long days on the computer.',
      'I drive a lot at night and I feel more confident on the road. I will keep taking it.',
      'Easy softgels, no aftertaste, and a formula I researched carefully before buying.',
      'My optometrist and I talked about eye nutrition, and this has the amounts I was looking for.',
    ],
    good: [
      'My eyes feel less strained after screen time. Took about a month.',
      'Good formula at a fair dose. A bit pricey.',
      'I take it daily and feel good about it. Hard to notice day to day, but I trust the quality.',
      'Easy to take. I would buy the larger size if there were one.',
    ],
    mixed: [
      'I have not noticed much, but I know eye support is a long-term thing.',
      'It is okay. I cannot really tell a difference yet.',
      'Fine product, but the price makes it hard to commit for the long term.',
    ],
    poor: [
      'No difference at all for my tired eyes after two bottles.',
      'Gave me an upset stomach. Not for me.',
      'Too expensive for something I cannot feel working.',
    ],
  },
  skin: {
    great: [
      'My nails are stronger and my hair feels thicker. My stylist noticed before I did.',
      'My skin looks more hydrated and glowing, and I have gotten compliments at work.',
      'I noticed my nails were not breaking after about six weeks. My edges are filling in too.',
      'My skin feels so much softer. I will never skip this again.',
      'Love it. My hair is growing and my skin looks healthier overall.',
      'I started this for my hair and my skin and nails look better too.',
    ],
    good: [
      'My nails are definitely stronger. Hair changes are slower, but I see some.',
      'Good product. My skin looks brighter. A star off for the price.',
      'I see a difference in my nails. Still waiting on my hair after two months.',
      'Nice results so far. I wish the serving were smaller.',
    ],
    mixed: [
      'Some small difference in my nails, nothing in my hair yet.',
      'I broke out a bit the first couple of weeks, then it settled down.',
      'It is fine, but I am not sure I see enough of a change for the price.',
    ],
    poor: [
      'Three months and no change in my hair or nails.',
      'I broke out the first week and stopped.',
      'Way too expensive for no visible results.',
    ],
  },
  urinary: {
    great: [
      'I feel so much more comfortable and I am not running to the bathroom as often at night.',
      'Part of my daily routine now. I feel fresh and comfortable.',
      'I sleep through the night much more often. Really happy with it.',
      'This has made a difference in my comfort day to day. I keep it stocked.',
      'Gentle, easy to take and it works for me. I have recommended it to my sister.',
      'Finally something I can take daily without fuss. I feel comfortable and confident.',
    ],
    good: [
      'I am comfortable and I get up less at night. Took about a month to notice.',
      'Good product, easy to take. A star off for the price.',
      'Helps me feel comfortable most days. I take it every morning.',
      'I like it. I would prefer fewer capsules per serving.',
    ],
    mixed: [
      'Maybe a small difference. Still getting up at night more than I would like.',
      'It is fine, but I have not noticed much yet.',
      'Some weeks are better than others. I cannot say it is the supplement.',
    ],
    poor: [
      'No change at all for me after two months.',
      'Upset my stomach and I saw no difference.',
      'Too expensive for what it did, which was nothing noticeable.',
    ],
  },
};

/** What a reviewer says about taking it, by form and tone. */
export const formPhrases: Record<ProductForm, Phrases> = {
  capsules: {
    great: [
      'The capsules are small and easy to swallow.',
      'Easy to swallow, no aftertaste, no stomach upset.',
      'I like that the capsules are plant-based.',
    ],
    good: [
      'The capsules are a little big, but they go down fine with a full glass of water.',
      'I take them with food and have had no problems.',
    ],
    mixed: ['The capsules are bigger than I expected.', 'There is a slight smell when you open the bottle.'],
    poor: [
      'The capsules are large and I gagged on them more than once.',
      'The capsules left an unpleasant taste in my mouth.',
    ],
  },
  softgels: {
    great: [
      'The softgels are small and go down easily.',
      'No fishy aftertaste at all, which was my main worry.',
      'Easy to swallow and no burps.',
    ],
    good: [
      'The softgels are a bit big but smooth, so they go down easily.',
      'I keep the bottle in the fridge and have had no aftertaste.',
    ],
    mixed: [
      'I get a slight aftertaste if I take it on an empty stomach.',
      'The softgels are on the large side.',
    ],
    poor: [
      'The softgels are huge and I struggled to swallow them.',
      'I had an aftertaste all morning, no matter what I ate with it.',
    ],
  },
  tablets: {
    great: [
      'The tablets are a good size and have a smooth coating.',
      'Easy to take, no chalky taste.',
      'I like that there is no strong smell.',
    ],
    good: [
      'The tablets are large but they have a coating that helps.',
      'I split the tablets in half, which works fine.',
    ],
    mixed: [
      'The tablets are big and a little chalky.',
      'The tablets are hard to swallow without a lot of water.',
    ],
    poor: [
      'The tablets are enormous and chalky. I could not keep taking them.',
      'The tablets have a strong smell and taste.',
    ],
  },
  gummies: {
    great: [
      'They taste great, like a little candy. I have to remind myself to only have the serving.',
      'Delicious and not too sweet. I actually look forward to taking them.',
      'Love the flavor and the texture. No sticky mess.',
    ],
    good: [
      'Good taste, a little sweet for me.',
      'The flavor is nice, though they sometimes stick together in warm weather.',
    ],
    mixed: [
      'The taste is okay, but there is a slight aftertaste.',
      'They are sweeter than I would like and a bit chewy.',
    ],
    poor: [
      'The taste was so bad I could not finish the bottle.',
      'Way too sugary for me and they stuck together in the bottle.',
    ],
  },
  powder: {
    great: [
      'Mixes easily into my morning smoothie with no clumps.',
      'Dissolves completely in water and has no strange taste.',
      'I add a scoop to my coffee every morning and cannot taste it.',
    ],
    good: [
      'Mixes well if you use a shaker bottle. A stir with a spoon leaves some clumps.',
      'The taste is mild and easy to cover in a smoothie.',
    ],
    mixed: [
      'The texture is a bit gritty in plain water.',
      'It has an earthy taste that I had to get used to.',
    ],
    poor: [
      'The taste is awful and it clumps no matter how I mix it.',
      'Gritty and hard to get down, even in juice.',
    ],
  },
  bundle: {
    great: [
      'I love having everything together. It made starting a routine so much easier.',
      'Great value compared to buying each product separately.',
      'Everything I need in one order, and the bottles are clearly labeled.',
    ],
    good: [
      'Good value. It is a lot of pills a day when you take everything together.',
      'Nice set. I wish I could swap one of the products.',
    ],
    mixed: [
      'I like some of the products in the bundle more than others.',
      'Taking all of them every day is a lot to keep up with.',
    ],
    poor: [
      'Too many pills a day for me to keep up with.',
      'Even with the bundle price it was too expensive for what I noticed.',
    ],
  },
};

/** How a reviewer takes it or came to it: the start of a longer review. */
export const openings: readonly string[] = [
  'I have been taking this for about three months now, one serving with breakfast.',
  'I started this after a friend from church recommended it.',
  'I did a lot of reading before choosing this brand.',
  'I take it every morning with my vitamins.',
  'I ordered this after seeing it recommended by a coworker.',
  'I am in my fifties and I am being more intentional about my health.',
  'I have tried several brands over the years.',
  'I bought this for my mother and ended up ordering a bottle for myself.',
  'I am on my second bottle now.',
  'I wanted a brand that is third-party tested, which is how I found this one.',
  'I take it in the evening with dinner because mornings are rushed.',
  'My sister and I decided to try this together.',
];

/** How a reviewer closes a longer review, by tone. */
export const closings: Phrases = {
  great: [
    'I am on the subscription now so I never run out.',
    'Highly recommend.',
    'I will keep ordering.',
    'Already ordered my next bottle.',
    'I have told everyone in my family about it.',
  ],
  good: [
    'I will probably keep buying it.',
    'Overall a good product.',
    'I would recommend it, with patience.',
    'Worth trying.',
  ],
  mixed: [
    'I will finish the bottle and see.',
    'Not sure I will reorder.',
    'It might work better for someone else.',
  ],
  poor: [
    'I will not be reordering.',
    'Not for me, unfortunately.',
    'Disappointed, because I wanted to like it.',
  ],
};

/** The price, a line a reviewer may add. */
export const priceRemarks: Phrases = {
  great: ['Worth every penny.', 'The subscription discount makes it very affordable.'],
  good: ['It is on the expensive side, but the quality shows.', 'I wait for the subscription discount.'],
  mixed: ['For the price I expected more.'],
  poor: ['Not worth the money in my experience.'],
};

/** Review titles, by tone. */
export const titles: Phrases = {
  great: [
    'Love it',
    'Part of my daily routine now',
    'Exactly what I needed',
    'Highly recommend',
    'Great quality',
    'My new favorite',
    'Will buy again',
    'Impressed',
    'So glad I tried this',
    'Five stars from me',
    'Really works for me',
    'Worth it',
  ],
  good: [
    'Very good',
    'Good product, a bit pricey',
    'Solid choice',
    'Happy with it',
    'Works, give it time',
    'Good, not perfect',
    'Pleased so far',
  ],
  mixed: ['It is okay', 'Not sure yet', 'Mixed feelings', 'Average for me', 'Small difference'],
  poor: [
    'Did not work for me',
    'Not for me',
    'No change',
    'Disappointed',
    'Too expensive for what it is',
    'Hard to take',
  ],
};

/** A sentence an incentivized reviewer adds. */
export const incentiveNotes: readonly string[] = [
  'I received this at a discount in exchange for an honest review.',
  'I got this bottle free to try, and these are my own opinions.',
];

/** The store's public replies, by tone; `{name}` is the reviewer's first name. */
export const replies: Phrases = {
  great: [
    'Thank you so much, {name}! We are glad it has become part of your routine.',
    'Thank you for taking the time to share this, {name}. Reviews like yours help others choose with confidence.',
  ],
  good: [
    'Thank you for the thoughtful review, {name}. We appreciate the feedback and are glad it is working for you.',
  ],
  mixed: [
    'Thank you for the honest review, {name}. Everyone is different, and we appreciate you sharing your experience. If you have questions about your routine, your healthcare provider is the best person to ask.',
  ],
  poor: [
    'We are sorry it was not what you hoped for, {name}, and thank you for telling us. Our team would like to help: please get in touch through our Contact page.',
    'Thank you for the honest feedback, {name}. We have shared it with our product team. Please reach out through our Contact page so we can make this right.',
  ],
};
