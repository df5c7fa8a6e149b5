/** The leap quadrant in Welsh (draft for review by a fluent speaker: docs/glossary-cy.md). */
import type { CatalogueSectionCy } from "./types";

export const leapCy: CatalogueSectionCy = {
  narratives: {
    "leap-moonshot-britain": [
      "Moonshot Britain",
      "Prydain yn Anelu at y Lleuad",
      "Mae Prydain yn newid gyflymaf pan fydd yn gosod nodau sy'n swnio'n amhosibl ac yn cefnogi'r bobl sy'n ddigon mentrus i fynd ar eu holau. Mae'r stori hon yn rhoi arian cyhoeddus y tu ôl i fentrau ar y ffin (brechlynnau canser personol, ymasiad niwclear, trafnidiaeth awtonomaidd, cyfrifiadura AI sofran) a redir gan dimau bach arbenigol sydd â'r rhyddid i fethu, yn ysbryd ARIA a Thasglu'r Brechlynnau. Mae'r wladwriaeth yn gweithredu fel buddsoddwr cynnar uchelgeisiol yn hytrach na rheolwr gofalus, oherwydd gall llond llaw o ddatblygiadau mawr newid bywyd bob dydd i bawb. Caiff llwyddiant ei fesur mewn technolegau sy'n gweithio ledled y DU o fewn degawd.",
    ],
    "leap-founder-nation": [
      "Founder Nation",
      "Cenedl o Sylfaenwyr",
      "Daw newid pan fydd gan filiynau o unigolion y modd i ddechrau rhywbeth eu hunain. Mae'r stori hon yn rhoi cyfalaf a rheolaeth yn uniongyrchol yn nwylo pobl (bond babi adeg geni, cyfrif dysgu gydol oes, grant sylfaenydd, llain hunanadeiladu, cyllideb iechyd bersonol) ac yna'n camu o'r ffordd. Yn hytrach na chynllunio rhaglenni cenedlaethol mawreddog, mae'r llywodraeth yn clirio'r llwybr i sylfaenwyr, gweithwyr llawrydd, gwneuthurwyr a ffermwyr newydd roi cynnig ar eu syniadau ym mhob cwr o'r DU. Y bet yw bod llawer o lamau personol bach yn creu economi fwy dyfeisgar sy'n eiddo i fwy o bobl.",
    ],
    "leap-sandbox-kingdom": [
      "Sandbox Kingdom",
      "Teyrnas y Blwch Tywod",
      "Does neb yn gwybod ymlaen llaw pa syniadau fydd yn gweithio, felly dylai'r DU roi cynnig ar lawer ohonyn nhw'n gyflym, mesur yn onest ac ehangu'r hyn sy'n llwyddo. Mae'r stori hon yn troi'r wlad yn gyfres o labordai byw: blychau tywod rheoleiddiol, parthau economaidd arbrofol, treialon incwm sylfaenol a pholisi cyffuriau, ysgolion yn rhydd i arloesi, a chyfreithiau sy'n dod i ben oni bai bod y dystiolaeth yn dweud y dylen nhw aros. Ymddiriedir yn y cynghorau, y trefi a'r llywodraethau datganoledig i gynnal arbrofion gwahanol ochr yn ochr, gyda phob canlyniad yn cael ei gyhoeddi'n agored. Daw newid drwy ailadrodd cyflym ar sail tystiolaeth yn hytrach na sicrwydd mawreddog.",
    ],
    "leap-abundance-unleashed": [
      "Abundance Unleashed",
      "Digonedd yn Rhydd",
      "Prinder yw problemau dyfnaf Prydain (o gartrefi, pŵer, clinigwyr, lleoedd ysgol a rheilffyrdd), ac rydym wedi achosi'r rhan fwyaf ohonyn nhw ein hunain drwy reolau sy'n atal pobl rhag adeiladu a gwneud. Mae'r stori hon yn clirio'r rhwystrau: adeiladu fel hawl o dan god parthau, caniatâd cyflym i'r grid a'r rheilffyrdd, rolau clinigol ehangach, llai o drwyddedau galwedigaethol a chap caled ar reoleiddio newydd. Mae'n ymddiried mewn unigolion a chwmnïau i ddiwallu anghenion unwaith y byddan nhw'n rhydd i weithredu, ac yn barnu'r llywodraeth yn ôl pa mor gyflym y caiff pethau eu hadeiladu go iawn. Y nod yw gwlad o ddigonedd, lle mai'r rhyddid i adeiladu yw peiriant tegwch.",
    ],
  },
  policies: {
    "leap-health-care-cancer-vaccine-mission": [
      "Personalised cancer vaccine moonshot",
      "Cenhadaeth brechlynnau canser personol",
      "Ehangu Launch Pad Brechlynnau Canser y GIG i 50,000 o gleifion y flwyddyn erbyn 2030, gyda phob tiwmor cymwys yn cael ei ddilyniannu'n genomig.",
    ],
    "leap-health-care-ai-diagnostics": [
      "AI diagnostics in every NHS imaging department",
      "Diagnosteg AI ym mhob adran ddelweddu yn y GIG",
      "Cyllid i bob ymddiriedolaeth acíwt a bwrdd iechyd ddefnyddio offer AI cymeradwy i ddarllen sganiau, pelydrau-X a sleidiau patholeg.",
    ],
    "leap-health-care-personal-health-budgets": [
      "Personal health budgets for long-term conditions",
      "Cyllidebau iechyd personol ar gyfer cyflyrau hirdymor",
      "Hawl gyfreithiol i gyllideb iechyd bersonol i tua miliwn o bobl â chyflyrau hirdymor neu anableddau, i fyny o tua 200,000 heddiw.",
    ],
    "leap-health-care-trial-ready-nhs": [
      "Trial-ready NHS: research in every GP surgery",
      "GIG yn barod am dreialon: ymchwil ym mhob meddygfa",
      "Pob meddygfa ac ysbyty yn safle posibl ar gyfer treialon clinigol, gyda chleifion yn gallu dewis cymryd rhan drwy Ap y GIG.",
    ],
    "leap-health-care-open-clinical-scope": [
      "Open up who can prescribe and diagnose",
      "Ehangu pwy all bresgripsiynu a gwneud diagnosis",
      "Gadael i fferyllwyr, nyrsys uwch, ffisiotherapyddion a pharafeddygon wneud diagnosis, presgripsiynu ac atgyfeirio ar gyfer cyflyrau cyffredin heb apwyntiad gyda meddyg teulu.",
    ],
    "leap-education-training-ai-tutor": [
      "A free AI tutor for every pupil",
      "Tiwtor AI am ddim i bob disgybl",
      "Tiwtor AI am ddim sy'n dilyn y cwricwlwm, drwy Oak National Academy, ar gael i bob disgybl ysgol yn y DU yn yr ysgol a gartref.",
    ],
    "leap-education-training-lifelong-learning-account": [
      "£5,000 lifelong learning account at 25",
      "Cyfrif dysgu gydol oes o £5,000 yn 25 oed",
      "£5,000 mewn cyfrif dysgu personol i bob un o drigolion y DU yn 25 oed, i'w wario mewn unrhyw goleg, prifysgol neu ddarparwr prentisiaethau cymeradwy ar unrhyw adeg mewn bywyd.",
    ],
    "leap-education-training-enterprise-in-schools": [
      "Enterprise year with £400 seed money per pupil",
      "Blwyddyn fenter gyda £400 o arian sbarduno i bob disgybl",
      "Pob disgybl Blwyddyn 10 yn rhedeg menter fach go iawn am flwyddyn ysgol, gyda £400 o arian sbarduno, mentor gwirfoddol o fusnes lleol a chredyd tuag at gymhwyster lefel TGAU.",
    ],
    "leap-education-training-school-innovation-zones": [
      "School innovation zones",
      "Parthau arloesi ysgolion",
      "Rhyddhau 500 o ysgolion gwirfoddol o'r cwricwlwm cenedlaethol, graddau arolygu ac amserlenni sefydlog am bum mlynedd, yn gyfnewid am olrhain canlyniadau'n drylwyr.",
    ],
    "leap-education-training-new-schools-fast-track": [
      "Fast-track licence to open new schools and colleges",
      "Trwydded lwybr cyflym i agor ysgolion a cholegau newydd",
      "Gadael i unrhyw ymddiriedolaeth, elusen, cyflogwr neu grŵp o athrawon achrededig agor ysgol neu goleg a ariennir gan y wladwriaeth lle mae teuluoedd eisiau lleoedd, gyda phenderfyniad o fewn chwe mis.",
    ],
    "leap-jobs-economy-deep-tech-fund": [
      "British sovereign deep-tech fund",
      "Cronfa dechnoleg ddofn sofran Prydain",
      "Cronfa gyd-fuddsoddi gyhoeddus o £5bn y flwyddyn yn y British Business Bank i gefnogi cwmnïau technoleg ddofn sy'n tyfu, fel eu bod yn aros yn y DU yn hytrach na gwerthu dramor.",
    ],
    "leap-jobs-economy-founder-grant": [
      "£10,000 founder grant for first-time businesses",
      "Grant sylfaenydd o £10,000 i fusnesau newydd",
      "Grant o £10,000, a blwyddyn o help cyfrifeg a chyfreithiol am ddim, i hyd at 100,000 o sylfaenwyr newydd y flwyddyn sy'n cofrestru busnes ac yn pasio gwiriad cynllun busnes byr.",
    ],
    "leap-jobs-economy-global-talent-passport": [
      "Global talent passport with no visa fees",
      "Pasbort talent byd-eang heb ffioedd fisa",
      "Dileu ffioedd fisa a'r Gordal Iechyd Mewnfudo i wyddonwyr, peirianwyr, sylfaenwyr a graddedigion 100 prifysgol orau'r byd, gyda phenderfyniad o fewn deg diwrnod gwaith.",
    ],
    "leap-jobs-economy-experimental-zones": [
      "Ten experimental economic zones",
      "Deg parth economaidd arbrofol",
      "Deg parth rhanbarthol gyda phwerau i amrywio rheolau cynllunio, trwyddedu, ardrethi busnes a rhai rheoliadau cyflogaeth am ddeng mlynedd.",
    ],
    "leap-jobs-economy-licensing-bonfire": [
      "Occupational licensing bonfire",
      "Coelcerth trwyddedau galwedigaethol",
      "Adolygu dros 200 o alwedigaethau rheoleiddiedig y DU o fewn dwy flynedd a dileu neu symleiddio trwyddedau sy'n diogelu'r rhai sydd yno eisoes yn fwy na'r cyhoedd.",
    ],
    "leap-housing-land-factory-new-towns": [
      "Factory-built new towns",
      "Trefi newydd wedi'u hadeiladu mewn ffatri",
      "Deuddeg tref newydd o hyd at 25,000 o gartrefi yr un, dan arweiniad corfforaethau datblygu sy'n prynu tir am bris agos at ei werth presennol ac yn defnyddio'r cynnydd mewn gwerth i dalu am seilwaith.",
    ],
    "leap-housing-land-self-build-plots": [
      "Right to a serviced self-build plot",
      "Hawl i lain hunanadeiladu â gwasanaethau",
      "Rhaid i bob cyngor yn Lloegr ryddhau lleiniau â ffyrdd, dŵr a phŵer ar dir cyhoeddus i bobl ar ei gofrestr hunanadeiladu o fewn tair blynedd i ofyn.",
    ],
    "leap-housing-land-street-votes": [
      "Street votes to build upwards",
      "Pleidleisiau stryd i adeiladu tuag i fyny",
      "Gadael i drigolion stryd bleidleisio i roi caniatâd iddyn nhw'u hunain ychwanegu lloriau neu estyn o dan god dylunio y cytunwyd arno.",
    ],
    "leap-housing-land-zoning-code": [
      "Build as of right: a national zoning code",
      "Adeiladu fel hawl: cod parthau cenedlaethol",
      "Cod parthau yn lle caniatâd cynllunio fesul achos yn Lloegr: caiff unrhyw gynllun sy'n bodloni rheolau'r parth ar uchder, dwysedd a dylunio ei gymeradwyo'n awtomatig o fewn wyth wythnos.",
    ],
    "leap-climate-environment-fusion-smr-fleet": [
      "Fusion prototype and small reactor fleet",
      "Prototeip ymasiad a fflyd o adweithyddion bach",
      "Cyflymu prototeip ymasiad STEP yn West Burton a chymryd cyfran ecwiti gyhoeddus mewn fflyd o ddeg adweithydd modiwlar bach.",
    ],
    "leap-climate-environment-carbon-removal-guarantee": [
      "Carbon removal purchase guarantee",
      "Gwarant prynu ar gyfer tynnu carbon",
      "Ymrwymiad gan y llywodraeth i brynu 10 miliwn tunnell y flwyddyn o dynnu carbon parhaol erbyn 2035, drwy arwerthiannau gwrthdro sy'n agored i unrhyw gwmni.",
    ],
    "leap-climate-environment-peer-to-peer-solar": [
      "Let households sell solar power to neighbours",
      "Gadael i aelwydydd werthu pŵer solar i gymdogion",
      "Gadael i aelwydydd a busnesau bach â phaneli solar a batris werthu trydan yn uniongyrchol i gymdogion a chwmnïau lleol drwy apiau masnachu cymeradwy.",
    ],
    "leap-climate-environment-local-energy-trials": [
      "Local energy market trials in 20 towns",
      "Treialon marchnad ynni lleol mewn 20 o drefi",
      "Gadael i 20 o drefi dreialu prisio trydan lleol a thariffau sy'n gwobrwyo pobl am ddefnyddio pŵer pan fydd digon o wynt a haul lleol.",
    ],
    "leap-climate-environment-clean-power-consents": [
      "Twelve-month consents for grid and clean power",
      "Caniatâd o fewn deuddeg mis i'r grid a phŵer glân",
      "Terfyn cyfreithiol o 12 mis ar benderfyniadau am brosiectau grid, gwynt, solar a storio o bwys cenedlaethol, a chysylltu prosiectau parod yn gyntaf.",
    ],
    "leap-transport-travel-self-driving-services": [
      "Self-driving buses and taxis in ten cities",
      "Bysiau a thacsis hunan-yrru mewn deg dinas",
      "Trwyddedu gwasanaethau tacsi a bws hunan-yrru mewn deg dinas, gydag arian cyhoeddus ar gyfer depos, canolfannau gweithredu o bell ac achosion diogelwch.",
    ],
    "leap-transport-travel-open-minibus-market": [
      "Let anyone run on-demand minibus services",
      "Gadael i unrhyw un redeg bysiau mini ar alw",
      "Symleiddio trwyddedau fel y gall cwmnïau lleol, mentrau cydweithredol a gyrwyr redeg bysiau mini a thacsis a rennir drwy ap, yn enwedig mewn ardaloedd gwledig sydd wedi colli bysiau.",
    ],
    "leap-transport-travel-road-pricing-pilots": [
      "Pay-per-mile road pricing pilots",
      "Cynlluniau peilot talu fesul milltir ar y ffyrdd",
      "Treialon codi tâl fesul milltir ar geir trydan mewn tri rhanbarth, yn lle'r dreth tanwydd a gollir, yn amrywio yn ôl yr adeg o'r dydd a thagfeydd.",
    ],
    "leap-transport-travel-cheaper-rail-building": [
      "Halve the cost of building railways",
      "Haneru cost adeiladu rheilffyrdd",
      "Awdurdod Adeiladu Rheilffyrdd parhaol gyda dyluniadau safonol, gweithlu parhaol ac un broses ganiatâd, gyda'r nod o haneru'r gost fesul cilometr o'i chymharu â HS2.",
    ],
    "leap-crime-justice-digital-courts": [
      "Digital courts to clear the backlog",
      "Llysoedd digidol i glirio'r ôl-groniad",
      "Mynd i'r afael ag ôl-groniad o fwy na 75,000 o achosion Llys y Goron gyda thrawsgrifio AI, ffeiliau achos digidol, gwrandawiadau o bell a diwrnodau eistedd ychwanegol.",
    ],
    "leap-crime-justice-second-chance-enterprise": [
      "Second-chance enterprise for prison leavers",
      "Menter ail gyfle i bobl sy'n gadael carchar",
      "Benthyciad cychwyn busnes o hyd at £15,000, hyfforddiant busnes yn ystod y ddedfryd a mentor am ddwy flynedd ar ôl rhyddhau i bobl sy'n gadael carchar.",
    ],
    "leap-crime-justice-drug-policy-trials": [
      "Drug policy trials in willing cities",
      "Treialon polisi cyffuriau mewn dinasoedd parod",
      "Gadael i gynghorau a heddluoedd gwirfoddol gynnal arbrofion polisi cyffuriau wedi'u gwerthuso: cyfleusterau defnyddio mwy diogel, dargyfeirio yn lle erlyn, a threial cyflenwi canabis trwyddedig.",
    ],
    "leap-crime-justice-smart-tagging": [
      "Smart tags instead of short prison sentences",
      "Tagiau clyfar yn lle dedfrydau carchar byr",
      "Tagiau GPS, cyrffyw a thagiau monitro alcohol yn lle'r rhan fwyaf o ddedfrydau carchar dan 12 mis, fel y gall pobl gadw eu swyddi a'u cartrefi.",
    ],
    "leap-defence-foreign-drone-force": [
      "Uncrewed drone and autonomy force",
      "Llu dronau a systemau awtonomaidd",
      "£2bn y flwyddyn ychwanegol i symud y lluoedd arfog tuag at niferoedd mawr o systemau di-griw rhad yn yr awyr, ar y môr ac ar y tir, gan ddysgu o Wcráin.",
    ],
    "leap-defence-foreign-space-launch": [
      "Sovereign space launch from Scotland",
      "Lansio i'r gofod o'r Alban",
      "Cyllid ar gyfer seilwaith lansio yn Shetland a Sutherland, cytser lloerenni cenedlaethol ar gyfer cyfathrebu diogel ac arsylwi'r Ddaear, a chontractau i gwmnïau rocedi newydd Prydain.",
    ],
    "leap-defence-foreign-start-up-fast-lane": [
      "Defence start-up fast lane",
      "Lôn gyflym i gwmnïau amddiffyn newydd",
      "Neilltuo £1bn y flwyddyn o'r gyllideb amddiffyn i gwmnïau bach a newydd, gyda chontractau o fewn 90 diwrnod i dreial llwyddiannus a thaliad o fewn 30 diwrnod.",
    ],
    "leap-defence-foreign-open-test-ranges": [
      "Open military test ranges to civilian start-ups",
      "Agor meysydd profi milwrol i gwmnïau sifil newydd",
      "Agor meysydd y Weinyddiaeth Amddiffyn, fel rhai Salisbury Plain, Ynysoedd Heledd a Sir Benfro, i gwmnïau sifil sy'n profi dronau, cerbydau awtonomaidd, roboteg a chyfarpar gofod.",
    ],
    "leap-defence-foreign-zero-tariffs-on-inputs": [
      "Zero tariffs on imported inputs and machinery",
      "Dim tariffau ar fewnbynnau a pheiriannau a fewnforir",
      "Dileu tollau mewnforio ar gydrannau, deunyddiau crai ac offer cyfalaf nad ydynt yn cael eu gwneud yn y DU, a chydnabod cymeradwyaethau cynnyrch gan reoleiddwyr dibynadwy.",
    ],
    "leap-welfare-pensions-automatic-entitlements": [
      "Automatic benefits using real-time tax data",
      "Budd-daliadau awtomatig drwy ddata treth amser real",
      "Defnyddio data PAYE amser real CThEF a chofnodion yr Adran Gwaith a Phensiynau i dalu Credyd Pensiwn a chymorth arall yn awtomatig i bobl sy'n gymwys, heb ffurflen gais.",
    ],
    "leap-welfare-pensions-baby-bonds": [
      "£5,000 baby bond for every newborn",
      "Bond babi o £5,000 i bob baban newydd",
      "Buddsoddi £5,000 mewn cyfrif stociau a chyfranddaliadau dan glo i bob babi a aned yn y DU, gyda £2,000 ychwanegol i blant o deuluoedd incwm isel, ar gael o 18 oed.",
    ],
    "leap-welfare-pensions-portable-benefits": [
      "Portable benefits account for the self-employed",
      "Cyfrif budd-daliadau cludadwy i'r hunangyflogedig",
      "Cyfrif cludadwy ar gyfer tâl salwch, absenoldeb rhiant a chynilo pensiwn i tua 4 miliwn o bobl hunangyflogedig y DU, gyda'r llywodraeth yn cyfateb cyfraniadau hyd at 3% o'r elw.",
    ],
    "leap-welfare-pensions-basic-income-trials": [
      "Basic income trials in two towns",
      "Treialon incwm sylfaenol mewn dwy dref",
      "£1,600 y mis heb amodau am ddwy flynedd i 5,000 o oedolion mewn dau le gwahanol iawn, gyda grŵp rheoli cyfatebol.",
    ],
    "leap-welfare-pensions-lower-uc-taper": [
      "Cut the Universal Credit taper to 40%",
      "Torri cyfradd tapr y Credyd Cynhwysol i 40%",
      "Gostwng y gyfradd y tynnir y Credyd Cynhwysol yn ôl wrth i enillion godi o 55c i 40c ym mhob punt, fel bod pob awr ychwanegol o waith yn talu'n amlwg yn well.",
    ],
    "leap-culture-media-creative-tech-mission": [
      "Creative technology mission",
      "Cenhadaeth technoleg greadigol",
      "Buddsoddi mewn stiwdios cynhyrchu rhithwir, profiadau trochol ac ymchwil a datblygu gemau, gyda rhyddhad treth uwch ar gyfer gwaith trochol ac effeithiau gweledol.",
    ],
    "leap-culture-media-creator-start-grants": [
      "Start grants for independent creators",
      "Grantiau cychwyn i grewyr annibynnol",
      "Grantiau cychwyn o £10,000 i 30,000 o gerddorion, awduron, podledwyr, dylunwyr a gwneuthurwyr gemau annibynnol y flwyddyn, a ddewisir gan baneli o gymheiriaid.",
    ],
    "leap-culture-media-contestable-media-fund": [
      "Contestable public service media fund",
      "Cronfa gystadleuol ar gyfer cyfryngau gwasanaeth cyhoeddus",
      "Symud 10% o incwm ffi'r drwydded i gronfa gystadleuol sy'n agored i unrhyw gynhyrchydd, cwmni newyddion lleol, podlediwr neu stiwdio gemau sy'n gwneud cynnwys gwasanaeth cyhoeddus.",
    ],
    "leap-culture-media-free-the-night": [
      "Free the night: liberalise venue licensing",
      "Rhyddhau'r nos: llacio trwyddedu lleoliadau",
      "Rhagdybiaeth o blaid trwyddedau hwyr a cherddoriaeth fyw, diogelu lleoliadau sefydledig rhag cymdogion newydd, a gadael i ddigwyddiadau dros dro agor gyda hysbysiad syml ar-lein.",
    ],
    "leap-tech-innovation-aria-tenfold": [
      "Scale ARIA tenfold",
      "Ehangu ARIA ddeg gwaith",
      "Codi cyllideb yr Asiantaeth Ymchwil a Dyfeisio Uwch o tua £200m y flwyddyn i £2bn, gan gadw ei rhyddid i ariannu ymchwil risg uchel, gwobr uchel.",
    ],
    "leap-tech-innovation-sovereign-compute": [
      "Sovereign national AI compute",
      "Cyfrifiadura AI cenedlaethol sofran",
      "Capasiti uwchgyfrifiadura AI sy'n eiddo cyhoeddus, gan ehangu cyfleusterau Isambard-AI a Chaeredin, gydag amser cyfrifiadura am ddim i ymchwilwyr, cwmnïau newydd a gwasanaethau cyhoeddus.",
    ],
    "leap-tech-innovation-share-options-for-all": [
      "Share options for every start-up employee",
      "Opsiynau cyfranddaliadau i bob gweithiwr mewn cwmni newydd",
      "Ehangu'r cynllun Cymhellion Rheoli Menter i gwmnïau â hyd at 500 o weithwyr, fel y gall staff cwmnïau newydd sy'n tyfu fod yn berchen ar ran o'r cwmni mewn ffordd dreth-effeithlon.",
    ],
    "leap-tech-innovation-regulatory-sandboxes": [
      "Regulatory Innovation Office with sandbox powers",
      "Swyddfa Arloesi Rheoleiddiol gyda phwerau blwch tywod",
      "Pŵer statudol i'r Swyddfa Arloesi Rheoleiddiol ildio rheolau penodol am ddwy flynedd fel y gall cwmnïau dreialu cynhyrchion newydd dan oruchwyliaeth.",
    ],
    "leap-tech-innovation-build-digital-by-right": [
      "Data centres, masts and fibre by right",
      "Canolfannau data, mastiau a ffibr fel hawl",
      "Hawliau datblygu a ganiateir ar gyfer mastiau ffôn, cypyrddau ffibr a chanolfannau data ar dir llwyd a diwydiannol, a diwygio'r gyfraith fel na all landlordiaid rwystro band eang.",
    ],
    "leap-farming-food-alt-protein-mission": [
      "Alternative protein mission",
      "Cenhadaeth protein amgen",
      "Cenhadaeth i wneud y DU yn arweinydd mewn proteinau o eplesu, planhigion a chelloedd, gyda ffatrïoedd peilot agored a chontractau i ffermwyr dyfu cnydau protein fel ffa a phys.",
    ],
    "leap-farming-food-new-entrant-farms": [
      "Starter farms for new-entrant farmers",
      "Ffermydd cychwynnol i ffermwyr newydd",
      "Prynu 500 o ffermydd y flwyddyn i'w gosod ar denantiaethau cychwynnol hir, rhent isel i newydd-ddyfodiaid dan 40 oed, gyda hyfforddiant busnes a benthyciad cychwyn.",
    ],
    "leap-farming-food-novel-food-sandbox": [
      "Fast-track novel food sandbox",
      "Blwch tywod llwybr cyflym ar gyfer bwydydd newydd",
      "Ehangu blwch tywod yr Asiantaeth Safonau Bwyd ar gyfer cig wedi'i feithrin a bwydydd eplesu manwl, fel y gellir gwerthu cynhyrchion diogel mewn marchnadoedd treial o fewn 12 mis.",
    ],
    "leap-farming-food-gene-editing-unlocked": [
      "Unlock gene-edited crops and livestock",
      "Datgloi cnydau a da byw wedi'u golygu'n enynnol",
      "Gweithredu Deddf Bridio Manwl 2023 yn llawn ar gyfer planhigion ac anifeiliaid, gyda chymeradwyaeth o fewn misoedd, a gwahodd llywodraethau'r Alban a Chymru i gyd-fynd.",
    ],
    "leap-laws-governance-ai-civil-service": [
      "AI-first civil service",
      "Gwasanaeth sifil AI yn gyntaf",
      "Cynorthwywyr AI diogel i bob gwas sifil, ailadeiladu gwasanaethau allweddol ar lwyfannau data a rennir a chyflogi 2,000 o beirianwyr mewn tîm digidol canolog.",
    ],
    "leap-laws-governance-right-to-challenge": [
      "Citizens' right to challenge red tape",
      "Hawl dinasyddion i herio biwrocratiaeth",
      "Gall unrhyw berson neu fusnes bach herio rheoliad ar-lein; rhaid i banel annibynnol adolygu unrhyw reol a heriwyd gan 5,000 o bobl o fewn chwe mis.",
    ],
    "leap-laws-governance-sunset-and-trial-laws": [
      "Sunset clauses and trial legislation",
      "Cymalau machlud a deddfwriaeth dreial",
      "Pob rheoliad newydd yn dod i ben ar ôl pum mlynedd oni bai bod y Senedd yn ei adnewyddu ar ôl gwerthusiad annibynnol, a deddfwriaeth dreial mewn rhai ardaloedd cyn penderfyniad cenedlaethol.",
    ],
    "leap-laws-governance-regulatory-budget": [
      "Statutory regulatory budget",
      "Cyllideb reoleiddio statudol",
      "Cap cyfreithiol ar gost net rheoleiddio i aelwydydd a busnesau: rhaid i unrhyw adran sy'n ychwanegu rheol ddileu rheolau sy'n costio dwywaith cymaint.",
    ],
    "leap-laws-governance-infrastructure-jr-reform": [
      "Fast-track judicial review for infrastructure",
      "Adolygiad barnwrol llwybr cyflym ar gyfer seilwaith",
      "Cyfyngu heriau cyfreithiol i seilwaith o bwys cenedlaethol i un gwrandawiad o fewn chwe mis, a chapio gwaith papur yr asesiad amgylcheddol ar gyfer pob prosiect.",
    ],
  },
};
