/** The steady quadrant in Welsh (draft for review by a fluent speaker: docs/glossary-cy.md). */
import type { CatalogueSectionCy } from "./types";

export const steadyCy: CatalogueSectionCy = {
  narratives: {
    "steady-foundations-first": [
      "Foundations First",
      "Sylfeini yn Gyntaf",
      "Mae newid ym Mhrydain yn para pan fydd y pethau sylfaenol yn gweithio: apwyntiad gyda meddyg teulu y gallwch ei gael, to ysgol nad yw'n gollwng, llys sy'n clywed eich achos eleni. Mae'r naratif hwn yn credu bod y wlad wedi treulio degawd yn clytio yn hytrach na chynnal, a mai'r llwybr sicraf at ddyfodol gwell yw trwsio'r hyn sydd gennym ar y cyd cyn adeiladu dim byd newydd. Mae'n ffafrio setliadau cyllid hirdymor, cynlluniau gweithlu a chyllidebau cynnal a chadw sy'n para'n hwy nag un senedd. Caiff cynnydd ei fesur mewn ôl-groniadau wedi'u clirio a rhestrau aros byrrach, flwyddyn ar ôl blwyddyn.",
    ],
    "steady-prevention-pays": [
      "Prevention Pays",
      "Mae Atal yn Talu",
      "Mae'r rhan fwyaf o'r pwysau ar wasanaethau cyhoeddus Prydain yn cronni flynyddoedd ynghynt, mewn cartrefi oer, deiet gwael, blynyddoedd cynnar coll a salwch heb ei drin. Mae'r naratif hwn yn credu bod newid yn digwydd yn gynnar: mae gwario'n gyson ar yr hyn sy'n atal problemau rhag codi yn costio llawer llai na thalu am yr argyfyngau wedyn. Mae'n cefnogi iechyd y cyhoedd, cymorth yn y blynyddoedd cynnar, gwasanaethau ieuenctid ac aer glân, wedi'u barnu ar dystiolaeth hirdymor yn hytrach na llwyddiannau cyflym. Mae'n gofyn am amynedd, oherwydd daw'r enillion dros ddegawd mewn llai o dderbyniadau i'r ysbyty, llai o erlyniadau a phlant iachach.",
    ],
    "steady-beveridge-renewed": [
      "Beveridge Renewed",
      "Beveridge o'r Newydd",
      "Yn 1942 dadleuodd William Beveridge mai gyda'n gilydd y mae cario risgiau mawr bywyd, fel salwch, diweithdra a henaint, orau. Mae'r naratif hwn yn credu bod y DU yn newid er gwell drwy adnewyddu'r contract cymdeithasol hwnnw ar gyfer risgiau heddiw: gofal yn hwyr mewn bywyd, gwaith ansicr, llifogydd, cynaeafau gwael a rhenti'n codi. Mae'n ffafrio cynlluniau cyfrannol a chyffredinol y mae pawb yn talu iddyn nhw ac y gall pawb ddibynnu arnyn nhw, oherwydd mae buddiant a rennir yn adeiladu cefnogaeth gyhoeddus barhaol. Mae sicrwydd ar y cyd yn rhoi'r hyder i bobl ailhyfforddi, symud a chymryd y cam nesaf.",
    ],
    "steady-institutions-that-last": [
      "Institutions That Last",
      "Sefydliadau sy'n Para",
      "Mae polisi da yn methu pan gaiff ei ailysgrifennu bob deunaw mis. Mae'r naratif hwn yn credu bod newid yn y DU yn dod drwy sefydliadau cadarn y mae pobl yn ymddiried ynddyn nhw: cyrff annibynnol â chylch gwaith clir, dyletswyddau statudol, setliadau aml-flwyddyn a grym sy'n cael ei ddal yn nes at y lleoedd y mae'n effeithio arnyn nhw. Mae'n ffafrio diwygio gofalus ar sail tystiolaeth sy'n goroesi newid llywodraeth, o gorff cwricwlwm parhaol i ail siambr etholedig. Y nod yw gwladwriaeth sy'n cadw ei haddewidion oherwydd bod y rheolau'n ei gwneud yn anodd peidio.",
    ],
  },
  policies: {
    "steady-health-care-nhs-maintenance-backlog": [
      "Clear the NHS estate maintenance backlog",
      "Clirio ôl-groniad cynnal a chadw ystad y GIG",
      "Rhaglen gyfalaf bum mlynedd wedi'i neilltuo i drwsio ysbytai, clinigau ac offer y GIG yn Lloegr, gan ddechrau gyda'r eitemau risg uchel sy'n cau wardiau ac yn canslo llawdriniaethau.",
    ],
    "steady-health-care-medical-school-places": [
      "Double medical school places to 15,000",
      "Dyblu lleoedd ysgolion meddygol i 15,000",
      "Dyblu lleoedd ysgolion meddygol yn Lloegr i tua 15,000 y flwyddyn erbyn 2031, gyda chynnydd cyfatebol mewn swyddi hyfforddi meddygon teulu a lleoliadau clinigol.",
    ],
    "steady-health-care-public-health-grant": [
      "Restore the public health grant in real terms",
      "Adfer y grant iechyd y cyhoedd mewn termau real",
      "Codi'r grant iechyd y cyhoedd wedi'i neilltuo i gynghorau Lloegr yn ôl i'w werth real y pen yn 2015-16, gyda setliad aml-flwyddyn.",
    ],
    "steady-health-care-free-personal-care": [
      "Free personal care, funded as social insurance",
      "Gofal personol am ddim, wedi'i ariannu fel yswiriant cymdeithasol",
      "Gofal personol (help i ymolchi, gwisgo a bwyta) am ddim pan fo'i angen yn Lloegr, fel yn yr Alban ers 2002, wedi'i dalu o gyfraniad gofal cymdeithasol wedi'i neilltuo.",
    ],
    "steady-health-care-care-pay-body": [
      "Social care fair pay agreement and pay body",
      "Cytundeb cyflog teg a chorff cyflog gofal cymdeithasol",
      "Corff negodi parhaol o gyflogwyr, undebau a'r llywodraeth i gytuno ar isafswm cyflog, hyfforddiant ac amodau i weithwyr gofal cymdeithasol oedolion yn Lloegr.",
    ],
    "steady-health-care-penny-for-care": [
      "A penny on income tax for health and care",
      "Ceiniog ar y dreth incwm i iechyd a gofal",
      "Codi cyfradd sylfaenol y dreth incwm geiniog yn y bunt (o 20% i 21%) yng Nghymru, Lloegr a Gogledd Iwerddon a neilltuo'r arian i'r GIG a gofal cymdeithasol.",
    ],
    "steady-education-training-school-rebuilding": [
      "Speed up school rebuilding and repairs",
      "Cyflymu ailadeiladu a thrwsio ysgolion",
      "Dyblu cyflymder y Rhaglen Ailadeiladu Ysgolion a rhoi cyllideb flynyddol sicr i bob ysgol ar gyfer cyflwr ei hadeiladau, gan flaenoriaethu RAAC, toeau'n methu a gwres anniogel.",
    ],
    "steady-education-training-teacher-retention": [
      "Early-career teacher retention payments",
      "Taliadau cadw athrawon ar ddechrau eu gyrfa",
      "£3,000 y flwyddyn ychwanegol i athrawon yn eu pum mlynedd gyntaf mewn pynciau prin ac mewn ysgolion sy'n gwasanaethu ardaloedd difreintiedig, i'r rhai sy'n aros.",
    ],
    "steady-education-training-family-hubs": [
      "Sure Start family hubs in every community",
      "Canolfannau teulu Dechrau'n Deg ym mhob cymuned",
      "Ailadeiladu rhwydwaith cenedlaethol o tua 3,000 o ganolfannau teulu sy'n cynnig ymwelwyr iechyd, cymorth rhianta, dysgu cynnar a chyngor ar fudd-daliadau o dan yr un to.",
    ],
    "steady-education-training-retraining-entitlement": [
      "Mid-career retraining entitlement",
      "Hawl i ailhyfforddi ganol gyrfa",
      "Hawl o £5,000 i bob oedolyn sydd â chofnod Yswiriant Gwladol deng mlynedd i ailhyfforddi mewn coleg neu ddarparwr cymeradwy, gydag arian cynhaliaeth i'r rhai y mae eu swyddi'n diflannu.",
    ],
    "steady-education-training-curriculum-body": [
      "Independent statutory curriculum body",
      "Corff cwricwlwm statudol annibynnol",
      "Corff annibynnol parhaol i adolygu'r cwricwlwm cenedlaethol ac asesu yn Lloegr bob deng mlynedd, gydag athrawon, cyflogwyr a rhieni'n cael eu cynrychioli.",
    ],
    "steady-jobs-economy-public-investment-floor": [
      "Hold public investment at 3% of GDP",
      "Cadw buddsoddiad cyhoeddus ar 3% o CMC",
      "Isafswm cyfreithiol o 3% o CMC ar gyfer buddsoddiad net y sector cyhoeddus am ddeng mlynedd, fel nad cyllidebau cyfalaf yw'r peth cyntaf i'w dorri mewn cyfnod anodd.",
    ],
    "steady-jobs-economy-occupational-health": [
      "Occupational health for every small firm",
      "Iechyd galwedigaethol i bob cwmni bach",
      "Mynediad â chymhorthdal at gyngor iechyd galwedigaethol, ffisiotherapi a chymorth iechyd meddwl i bob cyflogwr â llai na 250 o staff.",
    ],
    "steady-jobs-economy-short-time-work": [
      "Permanent short-time working scheme",
      "Cynllun gweithio amser byr parhaol",
      "Fersiwn barhaol o'r cynllun ffyrlo yn y gyfraith: mewn dirwasgiad, gall cwmnïau dorri oriau a'r wladwriaeth yn talu 60% o'r cyflog a gollir am hyd at flwyddyn, gyda hyfforddiant.",
    ],
    "steady-jobs-economy-fair-work-agency": [
      "A properly staffed Fair Work Agency",
      "Asiantaeth Gwaith Teg â digon o staff",
      "Cyllid i'r Asiantaeth Gwaith Teg newydd gyrraedd un arolygydd i bob 10,000 o weithwyr, gan ddod â gorfodi'r isafswm cyflog, tâl gwyliau a hawliau gweithwyr asiantaeth o dan yr un to.",
    ],
    "steady-housing-land-social-rent-homes": [
      "Build 90,000 social rent homes a year",
      "Adeiladu 90,000 o gartrefi rhent cymdeithasol y flwyddyn",
      "Rhaglen grantiau deng mlynedd i gynghorau a chymdeithasau tai adeiladu 90,000 o gartrefi rhent cymdeithasol bob blwyddyn yn Lloegr.",
    ],
    "steady-housing-land-decent-homes-private-rent": [
      "Decent Homes Standard for private renters",
      "Safon Cartrefi Addas i rentwyr preifat",
      "Ymestyn y Safon Cartrefi Addas i'r sector rhentu preifat yn Lloegr ac ariannu timau gorfodi'r cynghorau i archwilio a gweithredu ar leithder, llwydni ac oerfel.",
    ],
    "steady-housing-land-lha-link": [
      "Keep housing benefit linked to real rents",
      "Cadw budd-dal tai ynghlwm wrth renti go iawn",
      "Deddfu i godi'r Lwfans Tai Lleol bob mis Ebrill i'r 30fed canradd o renti lleol y farchnad, gan roi terfyn ar rewi am flynyddoedd.",
    ],
    "steady-housing-land-land-compensation-reform": [
      "Land compensation reform for public builders",
      "Diwygio iawndal tir i adeiladwyr cyhoeddus",
      "Gadael i gynghorau a chorfforaethau datblygu brynu tir ar gyfer tai a seilwaith am bris agos at ei werth defnydd presennol, gyda phremiwm teg i berchnogion.",
    ],
    "steady-climate-environment-warm-homes": [
      "Ten-year Warm Homes insulation programme",
      "Rhaglen inswleiddio Cartrefi Cynnes deng mlynedd",
      "Deng mlynedd o gyllid sicr ar gyfer inswleiddio, pympiau gwres a phaneli solar ar gartrefi incwm isel a chartrefi mewn tlodi tanwydd, stryd wrth stryd drwy'r cynghorau.",
    ],
    "steady-climate-environment-clean-air": [
      "Clean Air Act with WHO fine particle limits",
      "Deddf Aer Glân gyda therfynau gronynnau mân Sefydliad Iechyd y Byd",
      "Deddf Aer Glân newydd sy'n gosod terfyn cyfreithiol ar ronynnau mân (PM2.5) yn unol â chanllawiau Sefydliad Iechyd y Byd erbyn 2035, gyda chyllid i gynghorau redeg parthau aer glân.",
    ],
    "steady-climate-environment-flood-resilience": [
      "Pooled flood insurance and defence guarantee",
      "Yswiriant llifogydd ar y cyd a gwarant amddiffynfeydd",
      "Ymestyn cynllun ailyswirio Flood Re i fusnesau bach a chartrefi a adeiladwyd ers 2009, gyda rhaglen amddiffyn rhag llifogydd dreigl wedi'i chysylltu â chwyddiant.",
    ],
    "steady-climate-environment-gb-energy-generator": [
      "Great British Energy as a public generator",
      "Great British Energy yn gynhyrchydd cyhoeddus",
      "Cylch gwaith a chyllideb gyfalaf barhaol i Great British Energy gyd-berchen ar wynt ar y tir, solar a storio grid gyda chynghorau a grwpiau cymunedol, gan gadw cyfran o'r elw i'r cyhoedd.",
    ],
    "steady-transport-travel-local-roads-repair": [
      "Ten-year local roads repair settlement",
      "Setliad deng mlynedd i drwsio ffyrdd lleol",
      "Cyllideb cynnal a chadw priffyrdd sicr am ddeng mlynedd i gynghorau Lloegr i ailwynebu ffyrdd, trwsio palmentydd a phontydd, yn lle cronfeydd tyllau ffordd blwyddyn.",
    ],
    "steady-transport-travel-safe-routes": [
      "Safe routes to school and active travel",
      "Llwybrau diogel i'r ysgol a theithio llesol",
      "Cronfa o £1bn y flwyddyn i gynghorau adeiladu lonydd beicio gwarchodedig, strydoedd ysgol, croesfannau a pharthau 20mya, gan ddechrau o gwmpas ysgolion cynradd.",
    ],
    "steady-transport-travel-bus-guarantee": [
      "Minimum bus service guarantee",
      "Gwarant isafswm gwasanaeth bws",
      "Gwarant o fws o leiaf bob awr yn ystod y dydd i bob pentref a thref dros faint penodol, gyda'r cap o £3 ar docyn sengl yn aros.",
    ],
    "steady-transport-travel-rolling-electrification": [
      "Rolling rail electrification under GBR",
      "Trydaneiddio rheilffyrdd yn barhaus dan GBR",
      "Strategaeth 30 mlynedd i Great British Railways a rhaglen gyson i drydaneiddio tua 300 cilometr o drac y flwyddyn, gan gadw timau medrus yn gweithio'n ddi-dor.",
    ],
    "steady-crime-justice-court-backlog": [
      "Clear the Crown Court backlog",
      "Clirio ôl-groniad Llys y Goron",
      "Dileu'r cap ar ddiwrnodau eistedd Llys y Goron, trwsio adeiladau llys sy'n dadfeilio ac ariannu mwy o farnwyr a chyfreithwyr cymorth cyfreithiol troseddol i leihau ôl-groniad o tua 73,000 o achosion.",
    ],
    "steady-crime-justice-neighbourhood-policing": [
      "13,000 neighbourhood police and PCSOs",
      "13,000 o heddlu cymdogaeth a SCCH",
      "13,000 yn rhagor o swyddogion heddlu cymdogaeth a swyddogion cymorth cymunedol yng Nghymru a Lloegr, wedi'u henwi ac ar gael i gysylltu â nhw ym mhob ward.",
    ],
    "steady-crime-justice-youth-services": [
      "Statutory youth services and violence units",
      "Gwasanaethau ieuenctid statudol ac unedau lleihau trais",
      "Gwneud gwasanaethau ieuenctid yn ddyletswydd statudol ar gynghorau, gyda chyllid i adfer clybiau ieuenctid a mentora, a gwneud yr Unedau Lleihau Trais yn barhaol.",
    ],
    "steady-crime-justice-early-legal-advice": [
      "Restore civil legal aid for early advice",
      "Adfer cymorth cyfreithiol sifil ar gyfer cyngor cynnar",
      "Dod â thai, dyled, budd-daliadau lles ac anghydfodau teuluol yn ôl o fewn cwmpas cymorth cyfreithiol sifil ar gyfer cyngor cynnar, gan wrthdroi prif doriadau 2012.",
    ],
    "steady-crime-justice-probation-rebuild": [
      "Rebuild probation and community sentences",
      "Ailadeiladu'r gwasanaeth prawf a dedfrydau cymunedol",
      "Gorchmynion cymunedol cadarn yn lle'r rhan fwyaf o ddedfrydau carchar byr, a 3,000 yn rhagor o swyddogion prawf i'w goruchwylio.",
    ],
    "steady-defence-foreign-readiness-rebuild": [
      "Restock munitions and repair forces housing",
      "Ailstocio arfau rhyfel a thrwsio tai'r lluoedd",
      "Defnyddio rhan o'r cynnydd i 2.5% o CMC i ailadeiladu stociau arfau rhyfel, llofnodi contractau hirdymor gyda ffatrïoedd yn y DU a thrwsio tai gwael teuluoedd y Lluoedd.",
    ],
    "steady-defence-foreign-aid-prevention": [
      "Return aid to 0.5% of GNI for prevention",
      "Dychwelyd cymorth i 0.5% o'r incwm gwladol ar gyfer atal",
      "Adfer cymorth datblygu tramor i 0.5% o incwm gwladol crynswth, gyda'r cynnydd yn canolbwyntio ar atal gwrthdaro, iechyd byd-eang ac addasu i'r hinsawdd mewn gwladwriaethau bregus.",
    ],
    "steady-defence-foreign-veterans-guarantee": [
      "Armed Forces Covenant care guarantee",
      "Gwarant gofal Cyfamod y Lluoedd Arfog",
      "Troi Cyfamod y Lluoedd Arfog yn ddyletswyddau y gellir eu gorfodi, gan warantu blaenoriaeth i gyn-filwyr ar gyfer gofal iechyd meddwl, cymorth tai a help i gael gwaith.",
    ],
    "steady-defence-foreign-uk-eu-security-pact": [
      "UK–EU security and defence pact",
      "Cytundeb diogelwch ac amddiffyn rhwng y DU a'r UE",
      "Dyfnhau partneriaeth diogelwch ac amddiffyn 2025 rhwng y DU a'r UE yn gytundeb parhaol sy'n cynnwys caffael ar y cyd a chydweithio diwydiannol ym maes amddiffyn.",
    ],
    "steady-welfare-pensions-jobcentre-rebuild": [
      "Rebuild Jobcentres as local employment hubs",
      "Ailadeiladu Canolfannau Gwaith yn ganolfannau cyflogaeth lleol",
      "Uno'r Ganolfan Byd Gwaith a'r Gwasanaeth Gyrfaoedd Cenedlaethol yn un gwasanaeth cyflogaeth lleol gyda 6,000 yn rhagor o anogwyr gwaith a llwythi achos llai.",
    ],
    "steady-welfare-pensions-two-child-limit": [
      "Abolish the two-child limit",
      "Diddymu'r terfyn dau blentyn",
      "Dileu'r terfyn sy'n atal y Credyd Cynhwysol a chredydau treth rhag talu am drydydd plentyn neu blentyn diweddarach a aned ers Ebrill 2017.",
    ],
    "steady-welfare-pensions-unemployment-insurance": [
      "Earnings-related unemployment insurance",
      "Yswiriant diweithdra yn ôl enillion",
      "Yswiriant diweithdra sy'n talu 60% o'r enillion blaenorol, hyd at £500 yr wythnos, am hyd at chwe mis i unrhyw un sydd â chofnod Yswiriant Gwladol cadarn.",
    ],
    "steady-welfare-pensions-pension-credit-auto": [
      "Automatic Pension Credit payments",
      "Taliadau Credyd Pensiwn awtomatig",
      "Defnyddio data'r Adran Gwaith a Phensiynau a CThEF i dalu Credyd Pensiwn yn awtomatig i bensiynwyr cymwys yn lle aros am geisiadau.",
    ],
    "steady-welfare-pensions-auto-enrolment-review": [
      "Auto-enrolment from age 18 and the first pound",
      "Ymrestru awtomatig o 18 oed ac o'r bunt gyntaf",
      "Cynilo pensiwn yn y gweithle yn dechrau yn 18 oed yn hytrach na 22, gyda chyfraniadau o'r bunt gyntaf a enillir.",
    ],
    "steady-culture-media-local-culture-fund": [
      "Ring-fenced funding for libraries and museums",
      "Cyllid wedi'i neilltuo i lyfrgelloedd ac amgueddfeydd",
      "Grant aml-flwyddyn wedi'i neilltuo i gynghorau Lloegr ar gyfer llyfrgelloedd cyhoeddus, amgueddfeydd lleol ac archifau, gyda dyletswydd i gadw llyfrgelloedd ar agor am isafswm oriau.",
    ],
    "steady-culture-media-arts-in-schools": [
      "Music, arts and sport entitlement in schools",
      "Hawl i gerddoriaeth, celfyddydau a chwaraeon mewn ysgolion",
      "Cyllid i bob ysgol y wladwriaeth gynnig cerddoriaeth, celf, drama a chwaraeon bob wythnos, gyda gwersi offerynnau am ddim i ddisgyblion sy'n cael prydau ysgol am ddim.",
    ],
    "steady-culture-media-bbc-household-levy": [
      "Progressive household levy for the BBC",
      "Ardoll aelwyd flaengar ar gyfer y BBC",
      "Ardoll cyfryngau gwasanaeth cyhoeddus a gesglir gyda'r dreth gyngor yn lle'r drwydded deledu o £174.50, mewn bandiau fel bod aelwydydd incwm isel yn talu llai.",
    ],
    "steady-culture-media-local-news-fund": [
      "Public-interest local news fund",
      "Cronfa newyddion lleol er budd y cyhoedd",
      "Statws elusennol i gyfryngau newyddion lleol dielw a chronfa hyd braich i dalu am adrodd ar lysoedd, cynghorau ac iechyd mewn ardaloedd heb bapur lleol.",
    ],
    "steady-tech-innovation-legacy-it": [
      "Replace legacy public-sector IT systems",
      "Disodli hen systemau TG y sector cyhoeddus",
      "Rhaglen deng mlynedd i ddisodli'r hen systemau TG sy'n rhedeg budd-daliadau, treth, llysoedd a chofnodion y GIG, gan ddechrau gyda'r rhai risg uchaf.",
    ],
    "steady-tech-innovation-prevention-research": [
      "National prevention research programme",
      "Rhaglen ymchwil atal genedlaethol",
      "Rhaglen deng mlynedd i brofi beth sy'n cadw pobl yn iach, o sgrinio a brechlynnau i ymyriadau tai a deiet, gyda chynghorau'n safleoedd prawf.",
    ],
    "steady-tech-innovation-social-broadband": [
      "Funded social tariff for broadband",
      "Tariff cymdeithasol wedi'i ariannu ar gyfer band eang",
      "Pecyn band eang a data symudol am ddim mwy na £10 y mis i aelwydydd ar fudd-daliadau prawf modd, gydag Ofcom yn ei gwneud yn ofynnol i bob prif ddarparwr ei gynnig.",
    ],
    "steady-tech-innovation-ai-oversight": [
      "Statutory AI Security Institute and register",
      "Sefydliad Diogelwch AI statudol a chofrestr",
      "Sail statudol i'r Sefydliad Diogelwch AI gyda phwerau i brofi'r modelau mwyaf galluog cyn eu rhyddhau, a chofrestr gyhoeddus o offer algorithmig cyrff cyhoeddus.",
    ],
    "steady-tech-innovation-rd-settlement": [
      "Ten-year ring-fenced R&D budget",
      "Cyllideb ymchwil a datblygu wedi'i neilltuo am ddeng mlynedd",
      "Cyllideb ymchwil a datblygu gyhoeddus wedi'i neilltuo am ddeng mlynedd, yn codi tua £2bn y flwyddyn uwchlaw'r cynlluniau, wedi'i diogelu rhag cylchoedd gwario blynyddol.",
    ],
    "steady-farming-food-farm-budget-settlement": [
      "Ten-year farming budget settlement",
      "Setliad cyllideb ffermio deng mlynedd",
      "Pennu cyllideb ffermio Lloegr am ddeng mlynedd a'i chodi £500m y flwyddyn, gan ailagor y Cymhelliant Ffermio Cynaliadwy ar delerau rhagweladwy.",
    ],
    "steady-farming-food-school-meals": [
      "Free school meals for all primary pupils",
      "Prydau ysgol am ddim i bob disgybl cynradd",
      "Ymestyn prydau ysgol am ddim cyffredinol o fabanod i bob disgybl cynradd yn Lloegr, fel y mae Cymru wedi'i wneud.",
    ],
    "steady-farming-food-income-insurance": [
      "Farm income stabilisation insurance",
      "Yswiriant sefydlogi incwm fferm",
      "Cynllun yswiriant â chefnogaeth gyhoeddus sy'n ychwanegu at incwm fferm pan fydd cynhaeaf gwael, llifogydd neu gwymp mewn prisiau'n torri'r elw o fwy na 30%.",
    ],
    "steady-farming-food-supply-chain-adjudicator": [
      "Extend the Groceries Code Adjudicator",
      "Ymestyn rôl y Dyfarnwr Cod Bwydydd",
      "Ehangu cylch gwaith y Dyfarnwr Cod Bwydydd i'r gadwyn gyflenwi bwyd gyfan, gan gynnwys proseswyr a ffermwyr, gyda phwerau i ddirwyo am dalu'n hwyr a newidiadau annheg i gontractau.",
    ],
    "steady-laws-governance-council-settlements": [
      "Multi-year council funding settlements",
      "Setliadau cyllid aml-flwyddyn i gynghorau",
      "Setliadau cyllid tair blynedd i gynghorau Lloegr, fformiwla gyllido deg ar sail angen a chynnydd mewn termau real fel y gallan nhw gynllunio heb doriadau brys.",
    ],
    "steady-laws-governance-future-generations": [
      "Future Generations Act for England",
      "Deddf Cenedlaethau'r Dyfodol i Loegr",
      "Copïo Deddf Llesiant Cenedlaethau'r Dyfodol (Cymru) 2015 i Loegr: rhaid i gyrff cyhoeddus bwyso a mesur effeithiau hirdymor ac ataliol ym mhob penderfyniad.",
    ],
    "steady-laws-governance-votes-at-16": [
      "Votes at 16 and automatic registration",
      "Pleidlais yn 16 oed a chofrestru awtomatig",
      "Gostwng yr oedran pleidleisio i 16 ar gyfer holl etholiadau'r DU, fel yn etholiadau datganoledig yr Alban a Chymru, a chofrestru dinasyddion yn awtomatig.",
    ],
    "steady-laws-governance-ethics-commission": [
      "Statutory Ethics and Integrity Commission",
      "Comisiwn Moeseg ac Uniondeb statudol",
      "Sail gyfreithiol i safonau mewn bywyd cyhoeddus: un comisiwn annibynnol sy'n gorfodi Cod y Gweinidogion a rheolau lobïo, ac sy'n gallu dechrau ei ymchwiliadau ei hun.",
    ],
    "steady-laws-governance-elected-senate": [
      "Elected Senate of the Nations and Regions",
      "Senedd etholedig y Gwledydd a'r Rhanbarthau",
      "Siambr etholedig lai o tua 200 o aelodau sy'n cynrychioli'r gwledydd a'r rhanbarthau yn lle Tŷ'r Arglwyddi, wedi'u hethol am dymhorau sengl hir.",
    ],
    "steady-laws-governance-english-devolution": [
      "Single funding pots for English regions",
      "Cronfeydd cyllid sengl i ranbarthau Lloegr",
      "Setliad cyllid integredig deng mlynedd i bob awdurdod strategol yn Lloegr ar gyfer trafnidiaeth, sgiliau, tai a chymorth cyflogaeth, yn lle dwsinau o gronfeydd cystadleuol.",
    ],
  },
};
