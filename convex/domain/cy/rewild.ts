/** The rewild quadrant in Welsh (draft for review by a fluent speaker: docs/glossary-cy.md). */
import type { CatalogueSectionCy } from "./types";

export const rewildCy: CatalogueSectionCy = {
  narratives: {
    "rewild-commons-reclaimed": [
      "Commons Reclaimed",
      "Adennill y Comin",
      "Daw newid pan fydd pobl yn berchen ar y pethau y maen nhw'n dibynnu arnyn nhw. Mae'r stori hon yn gweld tir, ynni, cartrefi, bysiau a strydoedd mawr Prydain yn llithro i ddwylo pell, ac yn ateb gyda thon gyson o berchnogaeth gymunedol: ymddiriedolaethau tir, mentrau cydweithredol, prynu gan weithwyr, cwmnïau bysiau cyhoeddus ac ynni cymunedol, gyda chyfreithiau sy'n rhoi'r hawl gyntaf i brynu i gymdogion a gweithwyr. Adeiladu cyfoeth cymunedol Preston a phrynu tir cymunedol yn yr Alban yw ei phrawf bod cyfoeth sy'n eiddo lleol yn aros ac yn cylchredeg yn lleol. Dros ddegawd, mae'r comin yn tyfu o'r ymylon nes mai dyna'r ffordd arferol i dref ddiwallu ei hanghenion.",
    ],
    "rewild-wild-isles-restored": [
      "Wild Isles Restored",
      "Adfer yr Ynysoedd Gwyllt",
      "Mae newid yn dechrau gyda'r tir a'r dŵr byw. Mae Prydain yn un o'r gwledydd sydd wedi colli fwyaf o'i natur yn Ewrop, ac mae'r stori hon yn dal mai adfer afonydd, mawndiroedd, coetiroedd, priddoedd a moroedd yw sylfaen iechyd, swyddi, diogelwch bwyd a diogelwch rhag llifogydd, nid moethusrwydd i'w fforddio wedyn. Mae'n talu ffermwyr a phobl ifanc i wneud y gwaith adfer, yn rhoi hawliau i natur yn y gyfraith a hawl i'r cyhoedd grwydro, ac yn mesur llwyddiant yn ôl rhywogaethau'n dychwelyd ac afonydd glân. Mae'r newid yn araf ac yn gorfforol, yn cael ei gyfrif mewn degawdau, ond mae'n cynyddu fel yr ecosystemau y mae'n eu hailadeiladu.",
    ],
    "rewild-wellbeing-before-growth": [
      "Wellbeing Before Growth",
      "Llesiant o Flaen Twf",
      "Daw newid pan fydd gwlad yn penderfynu mesur yr hyn sy'n bwysig. Gan fenthyg o Ddeddf Llesiant Cenedlaethau'r Dyfodol Cymru a chyllidebau llesiant Seland Newydd, mae'r stori hon yn ailysgrifennu nodau'r Trysorlys o gwmpas iechyd, amser, sicrwydd a pherthyn yn hytrach na CMC yn unig. Mae'n buddsoddi mewn hanfodion cyffredinol a rennir (gofal, cymorth iechyd meddwl, cartrefi cynnes, prydau ysgol, bysiau am ddim i bobl ifanc, cwnsela) fel bod atal yn disodli gwariant argyfwng yn y GIG, y llysoedd a'r system fudd-daliadau. Daw cynnydd drwy fuddsoddi amyneddgar, ar y cyd, sy'n talu'n ôl wrth i lai o bobl syrthio drwy'r bylchau.",
    ],
    "rewild-grassroots-democracy-rising": [
      "Grassroots Democracy Rising",
      "Democratiaeth ar Lawr Gwlad",
      "Daw newid pan fydd penderfyniadau'n symud yn nes at y bobl sy'n byw gyda nhw. Mae Lloegr yn un o'r democratiaethau mwyaf canoledig yn Ewrop, ac mae'r stori hon yn rhoi grym a chyllidebau go iawn i gynghorau tref a phlwyf, fforymau cymdogaeth a chynulliadau dinasyddion parhaol a ddewisir drwy goelbren. Mae trigolion yn penderfynu sut i wario cyfran o arian iechyd, hinsawdd a'r cyngor, yn ysgrifennu eu cynlluniau cymdogaeth eu hunain, ac yn dwyn gwasanaethau lleol i gyfrif drwy baneli a gwasg leol adfywiedig sy'n eiddo i'r gymuned. Ei bet yw bod ymddiriedaeth a gwell penderfyniadau'n tyfu gydag ymarfer: po fwyaf y mae pobl yn llywodraethu, gorau oll y maen nhw'n dod arni.",
    ],
  },
  policies: {
    "rewild-health-care-neighbourhood-nursing-coops": [
      "Neighbourhood nursing and care co-operatives",
      "Mentrau cydweithredol nyrsio a gofal cymdogaeth",
      "Timau hunanreoledig o hyd at 12 o nyrsys ardal a gweithwyr gofal, ar fodel Buurtzorg yr Iseldiroedd, yn gofalu am gymdogaeth o tua 10,000 o bobl gartref.",
    ],
    "rewild-health-care-green-social-prescribing": [
      "Green social prescribing in every ICB",
      "Presgripsiynu cymdeithasol gwyrdd ym mhob bwrdd gofal integredig",
      "Cyllid i weithwyr cyswllt ym mhob un o 42 bwrdd gofal integredig Lloegr bresgripsiynu gweithgarwch ym myd natur i bobl â gorbryder, iselder, unigrwydd neu gyflyrau hirdymor.",
    ],
    "rewild-health-care-mental-health-centres": [
      "24/7 neighbourhood mental health centres",
      "Canolfannau iechyd meddwl cymdogaeth 24/7",
      "Tua 300 o ganolfannau iechyd meddwl mynediad agored, lle gall unrhyw un alw heibio ddydd neu nos am gymorth, gwely am ychydig nosweithiau neu help gyda thai a dyled.",
    ],
    "rewild-health-care-free-personal-care": [
      "Free personal care for adults in England",
      "Gofal personol am ddim i oedolion yn Lloegr",
      "Rhoi'r gorau i godi tâl ar sail prawf modd am help i ymolchi, gwisgo, bwyta a chymryd meddyginiaeth, wedi'i dalu o drethiant cyffredinol fel yn yr Alban.",
    ],
    "rewild-health-care-neighbourhood-health-assemblies": [
      "Neighbourhood health assemblies",
      "Cynulliadau iechyd cymdogaeth",
      "Cynulliad iechyd o drigolion, a ddewisir drwy goelbren, ar gyfer pob un o tua 1,250 rhwydwaith gofal sylfaenol Lloegr, yn cwrdd bob chwarter â meddygon teulu, fferyllwyr a staff y cyngor.",
    ],
    "rewild-education-training-schools-as-community-hubs": [
      "Schools as community commons hubs",
      "Ysgolion yn ganolfannau comin cymunedol",
      "Cyllid i ysgolion y wladwriaeth agor eu hadeiladau, eu caeau a'u ceginau gyda'r nos, ar benwythnosau ac yn y gwyliau ar gyfer dosbarthiadau oedolion, clybiau ieuenctid a chaffis trwsio.",
    ],
    "rewild-education-training-outdoor-learning-entitlement": [
      "Weekly outdoor learning for every pupil",
      "Dysgu awyr agored bob wythnos i bob disgybl",
      "Hanner diwrnod yr wythnos o leiaf o ddysgu yn yr awyr agored i bob disgybl cynradd, ac arhosiad preswyl yng nghefn gwlad i bob disgybl uwchradd.",
    ],
    "rewild-education-training-counsellor-every-school": [
      "A counsellor in every school",
      "Cwnselydd ym mhob ysgol",
      "Cwnselydd cymwysedig ym mhob ysgol uwchradd y wladwriaeth yn Lloegr a chyfran o un ym mhob ysgol gynradd, fel y gwasanaethau cwnsela ysgol sydd eisoes yn ofynnol yng Nghymru.",
    ],
    "rewild-education-training-community-adult-learning": [
      "Community adult learning revival",
      "Adfywio dysgu cymunedol i oedolion",
      "Adfer cyllid addysg gymunedol i oedolion (llythrennedd, rhifedd, Saesneg i siaradwyr ieithoedd eraill, sgiliau digidol a chrefft) i gau llawer o'r cwymp mewn gwariant ar sgiliau oedolion ers 2010.",
    ],
    "rewild-jobs-economy-employee-first-refusal": [
      "Employees' right of first refusal on sale",
      "Hawl gyntaf gweithwyr i brynu pan werthir busnes",
      "Pan fydd perchennog busnes â 50 neu fwy o staff yn gwerthu neu'n ymddeol, mae gan y gweithwyr hawl gyfreithiol i wneud y cynnig cyntaf a 12 wythnos i drefnu prynu'r busnes.",
    ],
    "rewild-jobs-economy-community-wealth-building": [
      "Community wealth building duty on anchors",
      "Dyletswydd adeiladu cyfoeth cymunedol ar sefydliadau angor",
      "Dyletswydd ar ymddiriedolaethau'r GIG, cynghorau, prifysgolion a chymdeithasau tai i gyhoeddi, a chodi'n gyson, y gyfran o'u gwariant sy'n mynd i gwmnïau a mentrau cymdeithasol lleol.",
    ],
    "rewild-jobs-economy-national-nature-service": [
      "National Nature Service for young people",
      "Gwasanaeth Natur Cenedlaethol i bobl ifanc",
      "50,000 o leoliadau cyflogedig 12 mis y flwyddyn, ar y Cyflog Byw go iawn, i bobl 18 i 30 oed adfer mawndir, plannu gwrychoedd ac adeiladu amddiffynfeydd llifogydd naturiol.",
    ],
    "rewild-jobs-economy-four-day-week": [
      "Four-day week transition programme",
      "Rhaglen pontio i wythnos waith pedwar diwrnod",
      "Wythnos pedwar diwrnod, 32 awr, heb golli cyflog mewn cynghorau a chyrff cyhoeddus parod, gyda grantiau pontio a chyngor i gwmnïau bach wneud yr un peth.",
    ],
    "rewild-jobs-economy-regional-mutual-banks": [
      "Network of regional mutual banks",
      "Rhwydwaith o fanciau cydfuddiannol rhanbarthol",
      "Cyfalaf i ddeg banc cydfuddiannol rhanbarthol sy'n eiddo i'w hadneuwyr, ar fodel Sparkassen yr Almaen, i fenthyca o fewn eu rhanbarth i gwmnïau bach, mentrau cydweithredol ac ynni cymunedol.",
    ],
    "rewild-housing-land-community-land-trust-homes": [
      "100,000 community land trust homes",
      "100,000 o gartrefi ymddiriedolaethau tir cymunedol",
      "Cyllid i ymddiriedolaethau tir cymunedol a grwpiau tai cydweithredol adeiladu 10,000 o gartrefi fforddiadwy parhaol y flwyddyn am ddeng mlynedd, gyda rhenti a phrisiau ynghlwm wrth incwm lleol.",
    ],
    "rewild-housing-land-community-right-to-buy": [
      "Strong community right to buy in England",
      "Hawl gymunedol gref i brynu yn Lloegr",
      "Yr hawl gyntaf i grwpiau cymunedol brynu tafarn, siop, man gwyrdd neu gae chwaraeon o werth cymunedol, gyda 12 mis i godi arian, a hawl orfodol i brynu tir wedi'i esgeuluso.",
    ],
    "rewild-housing-land-right-to-roam": [
      "Scottish-style right to roam for England",
      "Hawl i grwydro yn Lloegr, fel yn yr Alban",
      "Ymestyn hawl y cyhoedd i fynediad cyfrifol y tu hwnt i'r tua 8% o dir Lloegr sydd ar agor heddiw i'r rhan fwyaf o goetiroedd, afonydd, twyndir a glaswelltir heb ei drin.",
    ],
    "rewild-housing-land-housing-first": [
      "Housing First for every rough sleeper",
      "Tai yn Gyntaf i bob person sy'n cysgu allan",
      "Ehangu Tai yn Gyntaf (tenantiaeth ar unwaith, heb amodau, gyda chymorth dwys) o'r cynlluniau peilot i bob cyngor yn Lloegr, gan ddysgu o raglen genedlaethol yr Alban.",
    ],
    "rewild-housing-land-healthy-homes-act": [
      "Healthy Homes Act for new development",
      "Deddf Cartrefi Iach ar gyfer datblygiadau newydd",
      "Ysgrifennu iechyd a llesiant i'r system gynllunio: rhaid i bob cartref newydd gael digon o le a golau dydd, bod yn ddiogel rhag gorboethi a bod o fewn taith gerdded fer i fan gwyrdd, siopau a bws.",
    ],
    "rewild-housing-land-neighbourhood-plans": [
      "Neighbourhood plans with real teeth",
      "Cynlluniau cymdogaeth â dannedd go iawn",
      "Cyllid i bob cyngor plwyf, cyngor tref a fforwm cymdogaeth lunio cynllun cymdogaeth gyda chod dylunio rhwymol a'r grym i ddyrannu safleoedd ar gyfer tai fforddiadwy dan arweiniad y gymuned.",
    ],
    "rewild-climate-environment-community-energy": [
      "Community energy right to local supply",
      "Hawl ynni cymunedol i gyflenwi'n lleol",
      "Gadael i grwpiau ynni cymunedol werthu'r trydan y maen nhw'n ei gynhyrchu'n uniongyrchol i gartrefi a busnesau lleol, gydag Ofgem yn gosod costau cymesur i gyflenwyr lleol bach.",
    ],
    "rewild-climate-environment-restore-30-by-30": [
      "Restore 30% of land and sea by 2030",
      "Adfer 30% o'r tir a'r môr erbyn 2030",
      "Rhoi addewid 30by30 y DU yn y gyfraith gydag arian y tu ôl iddo: ardaloedd adfer natur newydd dros tua miliwn hectar arall, wedi'u hadfer gan ffermwyr, tirfeddianwyr a chymunedau.",
    ],
    "rewild-climate-environment-clean-rivers": [
      "Clean Rivers Act to end sewage dumping",
      "Deddf Afonydd Glân i roi terfyn ar ollwng carthion",
      "Terfyn cyfreithiol yn 2035 ar ollwng carthion yn rheolaidd i afonydd a dyfroedd ymdrochi, gyda dirwyon dyddiol ac atebolrwydd personol i benaethiaid cwmnïau dŵr.",
    ],
    "rewild-climate-environment-street-by-street-retrofit": [
      "Street-by-street deep retrofit",
      "Ôl-osod dwfn stryd wrth stryd",
      "Ôl-osod tŷ cyfan (inswleiddio, pympiau gwres a phaneli solar) i 400,000 o gartrefi'r flwyddyn, am ddim i aelwydydd incwm isel a gyda benthyciadau di-log i bawb arall.",
    ],
    "rewild-climate-environment-council-climate-budgets": [
      "Resident-decided local climate budgets",
      "Cyllidebau hinsawdd lleol a benderfynir gan drigolion",
      "Cyllideb sero net pum mlynedd i bob prif gyngor, gyda'i blaenoriaethau wedi'u gosod gan gynulliad hinsawdd lleol o ddinasyddion.",
    ],
    "rewild-transport-travel-community-bus-companies": [
      "Municipal and co-operative bus companies",
      "Cwmnïau bysiau dinesig a chydweithredol",
      "Helpu cynghorau i sefydlu cwmnïau bysiau cyhoeddus neu gomisiynu rhai cymunedol a chydweithredol, gyda chronfa gyfalaf ar gyfer depos a bysiau dim allyriadau.",
    ],
    "rewild-transport-travel-national-greenways": [
      "National greenways and wildlife corridors",
      "Llwybrau gwyrdd cenedlaethol a choridorau bywyd gwyllt",
      "Rhwydwaith 10,000 milltir o lwybrau cerdded, olwyno a beicio di-draffig ar hyd hen reilffyrdd, camlesi ac ymylon caeau, wedi'u plannu'n goridorau bywyd gwyllt.",
    ],
    "rewild-transport-travel-free-buses-under-22": [
      "Free bus travel for under-22s",
      "Teithio ar fws am ddim i bobl dan 22 oed",
      "Ymestyn teithio ar fws am ddim i bobl dan 22 oed o'r Alban i Loegr, Cymru a Gogledd Iwerddon, fel y gall pobl ifanc gyrraedd swyddi, coleg, ffrindiau a chefn gwlad heb gar.",
    ],
    "rewild-transport-travel-community-transport": [
      "Community transport for every rural parish",
      "Trafnidiaeth gymunedol i bob plwyf gwledig",
      "Cyllid i gynghorau plwyf a grwpiau trafnidiaeth gymunedol redeg bysiau mini ar alw, clybiau ceir a chynlluniau gyrwyr gwirfoddol lle mae bysiau masnachol wedi mynd.",
    ],
    "rewild-crime-justice-community-justice-centres": [
      "Community justice centres in 50 towns",
      "Canolfannau cyfiawnder cymunedol mewn 50 o drefi",
      "50 o ganolfannau sy'n dod ag ynadon, prawf, tai, triniaeth cyffuriau a chyngor ar ddyled o dan yr un to, gan adeiladu ar y llysoedd datrys problemau peilot.",
    ],
    "rewild-crime-justice-ecocide-law": [
      "Ecocide offence and green crime squad",
      "Trosedd ecoladdiad a sgwad troseddau gwyrdd",
      "Trosedd ecoladdiad am ddinistr amgylcheddol difrifol ac eang neu hirdymor, gyda chyfarwyddwyr cwmnïau'n atebol yn bersonol am achosion difrifol.",
    ],
    "rewild-crime-justice-treatment-not-short-sentences": [
      "Treatment and women's centres, not short sentences",
      "Triniaeth a chanolfannau i fenywod, nid dedfrydau byr",
      "Rhagdybiaeth yn erbyn dedfrydau carchar o 12 mis neu lai, fel yn yr Alban ers 2019, ac arian i'r dewisiadau eraill sy'n gweithio: canolfannau i fenywod a thriniaeth cyffuriau, alcohol ac iechyd meddwl.",
    ],
    "rewild-crime-justice-restorative-justice-panels": [
      "Neighbourhood restorative justice panels",
      "Paneli cyfiawnder adferol cymdogaeth",
      "Paneli o wirfoddolwyr lleol hyfforddedig ym mhob ardal heddlu i gynnal cyfarfodydd adferol rhwng dioddefwyr a throseddwyr ar gyfer mân droseddau ac ymddygiad gwrthgymdeithasol.",
    ],
    "rewild-defence-foreign-defence-diversification": [
      "Defence Diversification Agency",
      "Asiantaeth Arallgyfeirio Amddiffyn",
      "Asiantaeth i helpu lleoedd sy'n dibynnu ar amddiffyn, fel Barrow a'r Clyde, i adeiladu gwaith sifil mewn gwynt ar y môr, ynni morol a gweithgynhyrchu rheilffyrdd ochr yn ochr â'u gwaith amddiffyn.",
    ],
    "rewild-defence-foreign-international-nature-finance": [
      "Double UK international nature finance",
      "Dyblu cyllid natur rhyngwladol y DU",
      "Dyblu cyllid y DU ar gyfer diogelu coedwigoedd, cefnforoedd a bywyd gwyllt dramor, i gefnogi nod 30by30 y Fframwaith Bioamrywiaeth Byd-eang.",
    ],
    "rewild-defence-foreign-restore-aid": [
      "Restore aid to 0.7% of national income",
      "Adfer cymorth i 0.7% o'r incwm cenedlaethol",
      "Gwrthdroi'r toriadau sy'n mynd â chymorth tramor i 0.3% o incwm gwladol crynswth erbyn 2027 a dychwelyd at y targed o 0.7% sydd yn y gyfraith, dros bedair blynedd.",
    ],
    "rewild-defence-foreign-civil-resilience-reserve": [
      "Civil resilience reserve in every council",
      "Cronfa wrth gefn wydnwch sifil ym mhob cyngor",
      "Hyfforddi 250,000 o wirfoddolwyr i helpu mewn llifogydd, tywydd poeth, toriadau pŵer, ymosodiadau seiber ac argyfyngau eraill, wedi'u trefnu gan gynghorau a fforymau gwydnwch lleol.",
    ],
    "rewild-welfare-pensions-citizens-wealth-fund": [
      "Citizens' wealth fund owned by everyone",
      "Cronfa gyfoeth y dinasyddion sy'n eiddo i bawb",
      "Cronfa gyfoeth a ddelir ar y cyd i bob un o drigolion y DU, gyda £5bn y flwyddyn o drethi ar hapelw ac asedau cyhoeddus, wedi'i buddsoddi'n hirdymor mewn tai, ynni glân a seilwaith.",
    ],
    "rewild-welfare-pensions-lgps-local-investment": [
      "Local government pensions invest locally",
      "Pensiynau llywodraeth leol yn buddsoddi'n lleol",
      "Rhaid i gronfeydd Cynllun Pensiwn Llywodraeth Leol roi o leiaf 5% o'u tua £400bn o asedau mewn ynni cymunedol, tai fforddiadwy a busnesau bach rhanbarthol.",
    ],
    "rewild-welfare-pensions-just-transition-guarantee": [
      "Just transition income guarantee",
      "Gwarant incwm pontio teg",
      "Hyd at dair blynedd o incwm ar 90% o'r cyflog blaenorol i weithwyr olew a nwy, dur a ffermio ucheldir y daw eu bywoliaeth i ben oherwydd sero net ac adfer natur, tra byddant yn ailhyfforddi.",
    ],
    "rewild-welfare-pensions-carers-allowance": [
      "Carer's Allowance raised by £40 a week",
      "Codi'r Lwfans Gofalwr £40 yr wythnos",
      "Codi'r Lwfans Gofalwr £40 yr wythnos i tua miliwn o ofalwyr di-dâl, a rhoi lleihad graddol yn lle'r terfyn enillion sydyn fel y gall gofalwyr weithio'n rhan-amser.",
    ],
    "rewild-welfare-pensions-community-welfare-advice": [
      "Community welfare rights advice in every town",
      "Cyngor ar hawliau lles cymunedol ym mhob tref",
      "Cyllid i wasanaethau cynghori cymunedol gyflogi cynghorwyr hawliau lles ym mhob tref, gydag allgymorth mewn meddygfeydd, ysgolion a banciau bwyd.",
    ],
    "rewild-culture-media-save-pubs-venues-halls": [
      "Save our pubs, venues and halls fund",
      "Cronfa achub ein tafarndai, lleoliadau a neuaddau",
      "Grantiau cyfatebol a benthyciadau llog isel i grwpiau cymunedol brynu a rhedeg tafarndai, lleoliadau cerddoriaeth, neuaddau pentref a meysydd pêl-droed dan fygythiad.",
    ],
    "rewild-culture-media-heritage-craft-skills": [
      "Landscape and heritage crafts skills fund",
      "Cronfa sgiliau crefftau tirwedd a threftadaeth",
      "5,000 o brentisiaethau cyflogedig y flwyddyn mewn crefftau gwledig sydd mewn perygl, fel plygu gwrychoedd, codi waliau cerrig sych, bôn-docio a thoi gwellt.",
    ],
    "rewild-culture-media-arts-on-prescription": [
      "Arts on prescription nationwide",
      "Celfyddydau ar bresgripsiwn ledled y wlad",
      "Cyllid i bob bwrdd gofal integredig gomisiynu gweithgarwch creadigol ar atgyfeiriad (corau, dawns, amgueddfeydd, grwpiau paentio ac ysgrifennu) i bobl ag iselder, dementia, poen cronig neu unigrwydd.",
    ],
    "rewild-culture-media-community-newsrooms": [
      "Community-owned local newsrooms",
      "Ystafelloedd newyddion lleol sy'n eiddo i'r gymuned",
      "Ymddiriedolaeth annibynnol sy'n rhoi grantiau craidd i ystafelloedd newyddion dielw a chydweithredol sy'n adrodd ar gynghorau, llysoedd a byrddau iechyd mewn lleoedd heb bapur lleol.",
    ],
    "rewild-tech-innovation-public-code-fund": [
      "Public code and open-source fund",
      "Cronfa cod cyhoeddus a ffynhonnell agored",
      "Meddalwedd a brynir ag arian cyhoeddus yn ffynhonnell agored yn ddiofyn, fel y gall cynghorau, ymddiriedolaethau'r GIG ac ysgolion rannu a gwella offer yn lle prynu'r un systemau dro ar ôl tro.",
    ],
    "rewild-tech-innovation-biodiversity-monitoring": [
      "National biodiversity monitoring network",
      "Rhwydwaith cenedlaethol monitro bioamrywiaeth",
      "Rhwydwaith o samplu DNA amgylcheddol, synwyryddion acwstig, lloerenni ac arolygon gwyddoniaeth y dinesydd i olrhain adferiad rhywogaethau, priddoedd ac afonydd, gyda data agored.",
    ],
    "rewild-tech-innovation-wellbeing-by-design": [
      "Wellbeing by design code for platforms",
      "Cod llesiant drwy ddylunio i blatfformau",
      "Rhaid i gyfryngau cymdeithasol, gemau a gwasanaethau negeseuon ddiffodd dylunio caethiwus yn ddiofyn i bobl dan 18 oed a chynnig ffrwd gronolegol i bob oedolyn, wedi'i orfodi gan Ofcom.",
    ],
    "rewild-tech-innovation-civic-data-trusts": [
      "Civic data trusts for every city region",
      "Ymddiriedolaethau data dinesig i bob dinas-ranbarth",
      "Ymddiriedolaeth ddata ym mhob awdurdod cyfun, wedi'i llywodraethu gan drigolion, sy'n dal ac yn trwyddedu data lleol ar delerau a osodir gan y gymuned.",
    ],
    "rewild-farming-food-local-public-plates": [
      "Local food on every public plate",
      "Bwyd lleol ar bob plât cyhoeddus",
      "Rhaid i ysbytai, ysgolion, carchardai, y lluoedd arfog a chynghorau gael o leiaf hanner eu bwyd gan gynhyrchwyr lleol neu gynaliadwy ardystiedig.",
    ],
    "rewild-farming-food-agroecology-transition": [
      "Agroecology transition for half of farmland",
      "Pontio hanner y tir fferm i amaeth-ecoleg",
      "Codi cyllid ffermio sy'n gyfeillgar i natur yn Lloegr o tua £2.4bn i £4bn y flwyddyn, gan dalu ffermwyr i symud hanner y tir fferm i systemau amaeth-ecolegol erbyn 2035.",
    ],
    "rewild-farming-food-right-to-food": [
      "Right to Food Act and free school meals for all",
      "Deddf yr Hawl i Fwyd a phrydau ysgol am ddim i bawb",
      "Hawl gyfreithiol i fwyd yn Lloegr, gyda dyletswydd ar y llywodraeth i roi terfyn ar yr angen am barseli bwyd brys erbyn 2030.",
    ],
    "rewild-farming-food-county-farms": [
      "Revive council county farms",
      "Adfywio ffermydd sirol y cynghorau",
      "Cyllid i gynghorau brynu tir fferm ac ailadeiladu ystadau ffermydd sirol, gan osod daliadau ar denantiaethau diogel i ffermwyr newydd, garddwyr marchnad a ffermydd cymunedol.",
    ],
    "rewild-laws-governance-community-power-act": [
      "Community Power Act",
      "Deddf Grym Cymunedol",
      "Hawliau i grwpiau cymunedol gymryd drosodd a rhedeg gwasanaethau a mannau lleol, a chyfamodau cymunedol rhwymol sy'n nodi sut mae cymdogaethau'n rhannu penderfyniadau.",
    ],
    "rewild-laws-governance-rights-of-nature": [
      "Rights of nature and a right to a healthy environment",
      "Hawliau natur a'r hawl i amgylchedd iach",
      "Yr hawl ddynol i amgylchedd glân, iach a chynaliadwy yng nghyfraith y DU, a statws cyfreithiol i afonydd, gwlyptiroedd a moroedd gyda gwarcheidwaid a all fynd â llygrwyr i'r llys.",
    ],
    "rewild-laws-governance-wellbeing-budget": [
      "Treasury wellbeing budget beyond GDP",
      "Cyllideb llesiant y Trysorlys y tu hwnt i CMC",
      "Barnu pob Cyllideb ac Adolygiad o Wariant yn erbyn set statudol o fesurau llesiant (disgwyliad oes iach, tlodi plant, unigrwydd, natur, amser rhydd ac ymddiriedaeth) a gyhoeddir gan y SYG.",
    ],
    "rewild-laws-governance-citizens-assemblies": [
      "Standing citizens' assemblies at every level",
      "Cynulliadau dinasyddion parhaol ar bob lefel",
      "Cynulliadau dinasyddion parhaol, a ddewisir drwy goelbren i adlewyrchu'r boblogaeth, i'r DU, pob gwlad a phob awdurdod cyfun, gyda'r hawl i ymateb ffurfiol gan y llywodraeth o fewn chwe mis.",
    ],
    "rewild-laws-governance-participatory-budgeting": [
      "Participatory budgeting for 5% of council spend",
      "Cyllidebu cyfranogol ar gyfer 5% o wariant y cyngor",
      "Rhaid i bob prif gyngor adael i drigolion benderfynu sut y gwerir o leiaf 5% o'i gyllidebau cyfalaf a grant dewisol, drwy bleidleisiau a thrafod yn y gymdogaeth.",
    ],
    "rewild-laws-governance-stv-local-elections": [
      "Proportional voting for local councils",
      "Pleidleisio cyfrannol ar gyfer cynghorau lleol",
      "Y bleidlais sengl drosglwyddadwy ar gyfer etholiadau cynghorau yn Lloegr, ac yng Nghymru lle nad yw cynghorau wedi dewis hynny eisoes, fel bod cynghorau'n adlewyrchu sut mae pobl yn pleidleisio.",
    ],
  },
};
