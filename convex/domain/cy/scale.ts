/** The scale quadrant in Welsh (draft for review by a fluent speaker: docs/glossary-cy.md). */
import type { CatalogueSectionCy } from "./types";

export const scaleCy: CatalogueSectionCy = {
  narratives: {
    "scale-proven-programmes": [
      "Proven Programmes at Scale",
      "Rhaglenni Profedig ar Raddfa",
      "Mae Prydain yn llawn cynlluniau peilot a weithiodd ac yna a ddaeth i ben yn dawel, felly mae gwasanaeth da yn dibynnu ar ba god post rydych chi'n byw ynddo. Mae'r stori hon yn dweud bod newid yn digwydd pan fydd y llywodraeth yn dod o hyd i'r hyn sy'n gweithio'n amlwg, fel model tiwtora, ward rithwir neu Dai yn Gyntaf, yn ei brofi'n iawn ac yna'n ei gyflwyno ym mhobman i'r un safon. Canolfannau What Works a'r Tasglu Gwerthuso sy'n penderfynu beth sy'n cael ei ehangu, a daw rhaglenni na allant ddangos canlyniadau i ben. Mae pob person yn cael gwasanaeth y dangoswyd eisoes ei fod yn newid bywydau fel eu bywyd nhw.",
    ],
    "scale-clear-rules-markets": [
      "Markets With Clear Rules",
      "Marchnadoedd â Rheolau Clir",
      "Mae dewis a chystadleuaeth, wedi'u dyfarnu'n iawn, yn gwella gwasanaethau'n gyflymach nag unrhyw gynllun canolog. Gwaith y llywodraeth yw gosod rheolau clir a sefydlog drwy reoleiddwyr fel yr CMA, Ofgem, Ofwat a'r FCA, prisio pethau fel carbon a defnyddio ffyrdd yn onest, ac yna gadael i ddarparwyr gystadlu i wasanaethu pobl yn well. Mae cleifion yn dewis ble maen nhw'n cael eu trin, mae oedolion yn cario eu cyllideb sgiliau eu hunain ac mae cynilwyr yn berchen ar eu pensiynau, tra bo cwmnïau sy'n twyllo cwsmeriaid yn talu amdano. Daw newid o filiynau o ddewisiadau unigol a wneir o fewn fframwaith wedi'i ddylunio'n dda.",
    ],
    "scale-productivity-drives-prosperity": [
      "Productivity Drives Prosperity",
      "Cynhyrchiant yn Sbarduno Ffyniant",
      "Dim ond yn araf y mae allbwn y DU yr awr wedi tyfu ers 2008, ac mae'r stori hon yn dweud bod cyflogau, gwasanaethau cyhoeddus a'r cyllid cyhoeddus i gyd yn dilyn o drwsio hynny. Daw newid drwy adeiladu pethau a gwneud i fuddsoddi dalu: caniatâd cyflymach i gartrefi, y grid ac adweithyddion, rheolau treth sy'n gwobrwyo buddsoddiad busnes, a thechnoleg sy'n rhoi oriau mwy cynhyrchiol i nyrsys, barnwyr a swyddogion. Mae sgiliau'n cael eu cysylltu â'r swyddi y mae cyflogwyr yn eu creu go iawn, ac mae cynilion pensiwn yn cael eu sianelu i dwf Prydain. Twf yw'r canlyniad sy'n talu am bob canlyniad arall.",
    ],
    "scale-accountable-state": [
      "Accountable State, Responsible Citizens",
      "Gwladwriaeth Atebol, Dinasyddion Cyfrifol",
      "Arian pobl yw arian cyhoeddus, ac mae'r stori hon yn dweud bod newid yn digwydd pan fydd gan bob punt berchennog wedi'i enwi, targed wedi'i gyhoeddi a chanlyniadau os methir y targed. Mae uned gyflawni'n olrhain amseroedd aros, amseroedd ymateb, canlyniadau ysgolion a dechrau adeiladu tai, yn cyhoeddi tablau cynghrair ac yn camu i mewn yn gyflym lle mae gwasanaethau'n methu. Mae'r gyllideb o ddydd i ddydd yn gytbwys a chaiff pob addewid newydd ei gostio gan yr OBR. Yn gyfnewid am wasanaethau sy'n cyflawni'n ddibynadwy, disgwylir i ddinasyddion wneud eu rhan: gweithio pan allan nhw, cadw plant yn yr ysgol a chadw at y rheolau.",
    ],
  },
  policies: {
    "scale-health-care-hospital-at-home": [
      "Hospital at Home in Every Care Board",
      "Ysbyty yn y cartref ym mhob bwrdd gofal",
      "Ehangu wardiau rhithwir y GIG o tua 12,000 i 25,000 o 'welyau', fel bod pobl hŷn eiddil a chleifion â chyflyrau'r galon neu'r ysgyfaint yn cael eu trin gartref gyda monitro o bell.",
    ],
    "scale-health-care-diabetes-prevention": [
      "Double the NHS Diabetes Prevention Programme",
      "Dyblu Rhaglen Atal Diabetes y GIG",
      "Dyblu lleoedd ar Raglen Atal Diabetes y GIG, y canfu ei gwerthusiad lai o ddiabetes math 2 ymhlith y rhai a'i cwblhaodd, i tua 400,000 y flwyddyn.",
    ],
    "scale-health-care-elective-choice": [
      "Right to Treatment Elsewhere After 18 Weeks",
      "Hawl i driniaeth mewn man arall ar ôl 18 wythnos",
      "Hawl gyfreithiol i unrhyw un sy'n aros mwy na 18 wythnos am driniaeth wedi'i chynllunio yn Lloegr gael ei drin gan unrhyw ddarparwr cofrestredig, y GIG neu annibynnol, ar y tariff cenedlaethol.",
    ],
    "scale-health-care-care-cap-insurance": [
      "Care Cost Cap With a Regulated Insurance Market",
      "Cap ar gostau gofal gyda marchnad yswiriant reoleiddiedig",
      "Cap o £86,000 ar gostau gofal personol oes yn Lloegr a therfyn prawf modd uchaf o £100,000, fel y gall yswirwyr werthu cynhyrchion syml sy'n cwmpasu'r risg sydd wedi'i chapio.",
    ],
    "scale-health-care-productivity-fund": [
      "NHS Productivity Fund: Records, AI and Robots",
      "Cronfa cynhyrchiant y GIG: cofnodion, AI a robotiaid",
      "Cofnod cleifion electronig modern ym mhob ymddiriedolaeth GIG, nodiadau AI mewn meddygfeydd ac adrannau brys, a fferylliaeth robotig ac amserlennu theatrau awtomatig.",
    ],
    "scale-health-care-waiting-targets": [
      "Restore Hard Targets With Trust League Tables",
      "Adfer targedau caled gyda thablau cynghrair ymddiriedolaethau",
      "Adfer safon pedair awr yr adran frys ar 95%, y safon triniaeth 18 wythnos a'r targed canser 62 diwrnod, gyda thablau cynghrair misol a phrif weithredwr atebol ym mhob ymddiriedolaeth.",
    ],
    "scale-education-training-tutoring": [
      "Permanent Tutoring for Disadvantaged Pupils",
      "Tiwtora parhaol i ddisgyblion difreintiedig",
      "Hawl barhaol i diwtora mewn grwpiau bach i bob disgybl Premiwm Disgyblion yn Lloegr sydd ar ei hôl hi mewn Saesneg neu fathemateg: 15 awr y tymor gan diwtoriaid hyfforddedig.",
    ],
    "scale-education-training-attendance-mentors": [
      "Attendance Mentors and Firm Absence Rules",
      "Mentoriaid presenoldeb a rheolau absenoldeb cadarn",
      "Ehangu'r cynlluniau peilot mentoriaid presenoldeb fel bod gan y disgyblion sy'n absennol yn barhaus fentor wedi'i enwi sy'n gweithio gyda'u teulu, gyda chofrestr genedlaethol o blant nad ydynt yn yr ysgol.",
    ],
    "scale-education-training-skills-accounts": [
      "Personal Skills Accounts for Every Adult",
      "Cyfrifon sgiliau personol i bob oedolyn",
      "Cyfrif sgiliau i bob oedolyn 19 i 65 oed gyda £500 y flwyddyn, hyd at £2,500, i'w wario ar gyrsiau cymeradwy gydag unrhyw ddarparwr cofrestredig.",
    ],
    "scale-education-training-technical-skills": [
      "Double Skills Bootcamps and Technical Training",
      "Dyblu Bwtcampau Sgiliau a hyfforddiant technegol",
      "Dyblu Bwtcampau Sgiliau o tua 60,000 i 120,000 o leoedd y flwyddyn ac ariannu colegau addysg bellach i ddysgu Cymwysterau Technegol Uwch mewn peirianneg, adeiladu, digidol ac ynni glân.",
    ],
    "scale-education-training-school-accountability": [
      "Report Cards and 12-Month Turnaround for Schools",
      "Cardiau adroddiad a thrawsnewid ysgolion o fewn 12 mis",
      "Cerdyn adroddiad Ofsted clir i bob ysgol yn Lloegr a ffigurau cyhoeddedig ar gyrhaeddiad, cynnydd a phresenoldeb.",
    ],
    "scale-jobs-economy-youth-guarantee": [
      "Youth Jobs Guarantee Built on Kickstart",
      "Gwarant swyddi ieuenctid wedi'i hadeiladu ar Kickstart",
      "Cynnig lleoliad cyflogedig chwe mis o 25 awr yr wythnos o leiaf i bob person 18 i 24 oed sydd wedi bod allan o waith am chwe mis, gyda'r cyflog wedi'i dalu gan y wladwriaeth.",
    ],
    "scale-jobs-economy-business-rates": [
      "Annual Rates Revaluation, No Tax on Upgrades",
      "Ailbrisio ardrethi bob blwyddyn, dim treth ar welliannau",
      "Ailbrisio ardrethi busnes bob blwyddyn fel bod biliau'n dilyn rhenti, eithrio peiriannau, paneli solar a gwelliannau newydd am ddeng mlynedd, ac ehangu rhyddhad ardrethi i fusnesau bach.",
    ],
    "scale-jobs-economy-competition": [
      "Stronger, Faster Competition Enforcement",
      "Gorfodi cystadleuaeth yn gryfach ac yn gyflymach",
      "Terfynau amser pendant a mwy o staff i'r Awdurdod Cystadleuaeth a Marchnadoedd ymchwilio i farchnadoedd crynodedig fel milfeddygon, llaeth fformiwla babanod, adeiladu tai a thanwydd.",
    ],
    "scale-jobs-economy-full-expensing-leasing": [
      "Full Expensing for Leased Plant and Buildings",
      "Treuliau llawn ar gyfer peiriannau ac adeiladau ar brydles",
      "Ymestyn lwfansau cyfalaf blwyddyn gyntaf o 100% i beiriannau a brynir i'w prydlesu a dyblu'r Lwfans Strwythurau ac Adeiladau i 6% y flwyddyn.",
    ],
    "scale-jobs-economy-payment-by-results": [
      "Payment-by-Results Employment Programme",
      "Rhaglen gyflogaeth talu yn ôl canlyniadau",
      "Contractau i ddarparwyr arbenigol helpu pobl ddi-waith hirdymor i gael gwaith, gan dalu'r rhan fwyaf o'r ffi dim ond pan fydd rhywun wedi aros mewn swydd am chwe a deuddeg mis.",
    ],
    "scale-housing-land-housing-first": [
      "Housing First for Every Rough Sleeper",
      "Tai yn Gyntaf i bob person sy'n cysgu allan",
      "Ymestyn model Tai yn Gyntaf i bob cyngor yn Lloegr sydd â llawer o bobl yn cysgu allan: tenantiaeth sefydlog a chymorth dwys, heb fod angen bod yn 'barod am denantiaeth' yn gyntaf.",
    ],
    "scale-housing-land-affordable-homes": [
      "Scale Affordable Homes Grant to 90,000 a Year",
      "Ehangu'r grant cartrefi fforddiadwy i 90,000 y flwyddyn",
      "Defnyddio model grant presennol Homes England ar lefel gyson o 90,000 o gartrefi cymdeithasol a fforddiadwy y flwyddyn, ar setliad deng mlynedd fel y gall adeiladwyr gynllunio.",
    ],
    "scale-housing-land-zoning": [
      "Rules-Based Zoning With Permission by Right",
      "Parthau ar sail rheolau gyda chaniatâd fel hawl",
      "Codau dylunio lleol rhwymol mewn parthau twf dynodedig: caiff unrhyw gynllun sy'n bodloni'r cod ar uchder, dwysedd a dylunio ganiatâd yn awtomatig o fewn wyth wythnos.",
    ],
    "scale-housing-land-new-towns": [
      "Twelve New Towns Built by Development Corporations",
      "Deuddeg tref newydd wedi'u hadeiladu gan gorfforaethau datblygu",
      "Corfforaethau datblygu ar gyfer deuddeg tref newydd ger dinasoedd cynhyrchiant uchel, yn prynu tir am bris agos at ei werth presennol ac yn defnyddio'r cynnydd i dalu am reilffyrdd, ysgolion a meddygfeydd.",
    ],
    "scale-housing-land-binding-targets": [
      "Binding Housing Targets With Consequences",
      "Targedau tai rhwymol gyda chanlyniadau",
      "Cyfran rwymol i bob cyngor yn Lloegr o'r targed o 1.5 miliwn o gartrefi, gyda'r hyn a gyflawnir yn cael ei gyhoeddi bob chwarter.",
    ],
    "scale-climate-environment-warm-homes": [
      "Street-by-Street Warm Homes Retrofit",
      "Ôl-osod cartrefi cynnes stryd wrth stryd",
      "Inswleiddio, pympiau gwres a phaneli solar i gartrefi incwm isel a chartrefi mewn tlodi tanwydd, stryd wrth stryd fel y gall gosodwyr gynllunio ar raddfa.",
    ],
    "scale-climate-environment-carbon-market": [
      "Wider Carbon Market With a Border Levy",
      "Marchnad garbon ehangach gydag ardoll ar y ffin",
      "Ymestyn Cynllun Masnachu Allyriadau'r DU i losgi gwastraff a llongau domestig, a chyflwyno Mecanwaith Addasu Carbon ar y Ffin fel bod dur, sment ac alwminiwm a fewnforir yn talu'r un pris carbon.",
    ],
    "scale-climate-environment-smr-fleet": [
      "A Fleet of Small Modular Reactors",
      "Fflyd o adweithyddion modiwlar bach",
      "O leiaf chwe adweithydd modiwlar bach Rolls-Royce ar safleoedd niwclear presennol, gan ddechrau yn Wylfa ar Ynys Môn, gydag un dyluniad safonol wedi'i gymeradwyo unwaith.",
    ],
    "scale-climate-environment-grid-queue": [
      "First-Ready, First-Connected Grid Queue",
      "Ciw grid: y cyntaf yn barod yw'r cyntaf i gysylltu",
      "Gorfodi 'y cyntaf yn barod, y cyntaf i gysylltu' ar draws ciw'r grid trydan, gan glirio prosiectau hapfasnachol fel bod gwynt, solar, batris a ffatrïoedd parod yn cysylltu flynyddoedd yn gynt.",
    ],
    "scale-climate-environment-water-accountability": [
      "Sewage Fines, Bonus Bans and Liable Directors",
      "Dirwyon carthion, gwahardd bonysau a chyfarwyddwyr atebol",
      "Monitro pob gorlif storm mewn amser real, gwahardd bonysau mewn cwmnïau dŵr sy'n torri rheolau llygredd, a gwneud cyfarwyddwyr wedi'u henwi'n atebol yn bersonol am achosion difrifol.",
    ],
    "scale-transport-travel-bus-franchising": [
      "Bee Network-Style Bus Franchising Everywhere",
      "Masnachfreinio bysiau ym mhobman, fel y Bee Network",
      "Cyllid i bob awdurdod cyfun a sir barod gopïo Bee Network Manceinion Fwyaf: un brand, un amserlen, prisiau wedi'u capio a thalu digyswllt ar fysiau a thramiau.",
    ],
    "scale-transport-travel-road-pricing": [
      "Pay-Per-Mile Road Charging to Replace Fuel Duty",
      "Codi tâl fesul milltir ar y ffyrdd yn lle'r dreth tanwydd",
      "Tâl fesul milltir ar geir trydan o 2028, yna symud pob cerbyd yn raddol o'r dreth tanwydd i godi tâl yn ôl pellter, gyda chyfraddau is ar ffyrdd gwledig a thu allan i oriau brig.",
    ],
    "scale-transport-travel-northern-powerhouse-rail": [
      "Northern Powerhouse Rail, Liverpool to Leeds",
      "Rheilffordd Pwerdy'r Gogledd, Lerpwl i Leeds",
      "Rheilffordd gyflym newydd a gwell rhwng Lerpwl, Manceinion, Bradford a Leeds, gan dorri'r daith o Fanceinion i Leeds i tua 30 munud.",
    ],
    "scale-transport-travel-pothole-performance": [
      "Pothole Fund Tied to Road Condition Ratings",
      "Cronfa tyllau ffordd ynghlwm wrth sgoriau cyflwr ffyrdd",
      "Setliad cynnal a chadw ffyrdd pum mlynedd o £1.6bn y flwyddyn i awdurdodau priffyrdd Lloegr, gyda chwarter yn cael ei ddal yn ôl oni bai bod cynghorau'n dangos gwelliant.",
    ],
    "scale-crime-justice-hotspot-policing": [
      "Hot-Spot Patrols in Every Police Force",
      "Patrolau mannau problemus ym mhob heddlu",
      "Cyllid i bob un o'r 43 heddlu yng Nghymru a Lloegr gynnal patrolau gweladwy yn y nifer bach o strydoedd lle mae'r rhan fwyaf o drais ac ymddygiad gwrthgymdeithasol yn digwydd.",
    ],
    "scale-crime-justice-fraud-liability": [
      "Make Tech Platforms Share Fraud Refunds",
      "Gwneud i blatfformau technoleg rannu ad-daliadau twyll",
      "Rhaid i'r cwmnïau cyfryngau cymdeithasol, marchnadoedd ar-lein a thelathrebu lle mae sgamiau'n dechrau dalu hanner ad-daliad pob dioddefwr, gan roi rheswm ariannol iddyn nhw ddileu hysbysebion twyllodrus.",
    ],
    "scale-crime-justice-court-backlog": [
      "Unlimited Crown Court Sitting Days",
      "Diwrnodau eistedd diderfyn yn Llys y Goron",
      "Dileu'r cap ar ddiwrnodau eistedd Llys y Goron, cadw llysoedd Nightingale ar agor a rhoi un ffeil achos ddigidol a rennir gan yr heddlu, Gwasanaeth Erlyn y Goron, cyfreithwyr a llysoedd yn lle papur.",
    ],
    "scale-crime-justice-neighbourhood-officers": [
      "Named Neighbourhood Officers With Response Targets",
      "Swyddogion cymdogaeth wedi'u henwi gyda thargedau ymateb",
      "Swyddog heddlu wedi'i enwi i bob cymdogaeth yng Nghymru a Lloegr, 13,000 yn rhagor o swyddogion, a thargedau cenedlaethol ar gyfer ateb galwadau 999 a chyrraedd argyfyngau.",
    ],
    "scale-crime-justice-swift-sanctions": [
      "Swift, Certain Sanctions for Repeat Offenders",
      "Cosbau cyflym a sicr i droseddwyr mynych",
      "Dedfrydau cymunedol yn dechrau o fewn wythnos, gyda thagiau electronig, cyrffyw a gwaith di-dâl, a chosb fer ar unwaith am unrhyw dor-amod yn lle misoedd o oedi.",
    ],
    "scale-defence-foreign-off-the-shelf": [
      "Buy Proven Kit Off the Shelf",
      "Prynu cyfarpar profedig oddi ar y silff",
      "Prynu offer sydd eisoes mewn gwasanaeth gyda chynghreiriaid NATO fel y drefn arferol i'r lluoedd arfog, gyda dyluniadau pwrpasol yn y DU dim ond lle mae gweinidog yn ardystio angen diogelwch.",
    ],
    "scale-defence-foreign-export-finance": [
      "Double UK Export Finance for Smaller Firms",
      "Dyblu cyllid allforio'r DU i gwmnïau llai",
      "Dyblu gallu UK Export Finance i fenthyca a gwarantu i allforwyr bach a chanolig a thorri amseroedd cymeradwyo i 30 diwrnod drwy fanciau'r stryd fawr.",
    ],
    "scale-defence-foreign-munitions": [
      "Always-On Munitions and Drone Production",
      "Cynhyrchu arfau rhyfel a dronau'n ddi-dor",
      "Contractau deng mlynedd 'bob amser ymlaen' ar gyfer sieliau magnelau, taflegrau amddiffyn awyr a dronau, fel y gall ffatrïoedd yn y DU fuddsoddi mewn llinellau cynhyrchu.",
    ],
    "scale-defence-foreign-three-percent": [
      "Defence Spending at 3% of GDP by 2030",
      "Gwariant amddiffyn ar 3% o CMC erbyn 2030",
      "Codi gwariant amddiffyn o tua 2.6% i 3% o CMC erbyn 2030, gan flaenoriaethu amddiffyn awyr, stociau arfau rhyfel, llongau tanfor AUKUS a pharodrwydd y Fyddin.",
    ],
    "scale-defence-foreign-results-aid": [
      "Results-Based Aid With Published Scorecards",
      "Cymorth ar sail canlyniadau gyda chardiau sgorio cyhoeddedig",
      "Cadw cymorth ar 0.3% o'r incwm cenedlaethol ond talu cyfran gynyddol, hanner erbyn 2030, dim ond am ganlyniadau wedi'u gwirio'n annibynnol fel plant wedi'u brechu.",
    ],
    "scale-welfare-pensions-ips": [
      "Individual Placement and Support for All",
      "Lleoliad a Chymorth Unigol i bawb",
      "Model cyflogaeth Lleoliad a Chymorth Unigol, sydd â'r dystiolaeth gryfaf i bobl â salwch meddwl difrifol, ar gael drwy bob ymddiriedolaeth iechyd meddwl y GIG i tua 150,000 o bobl y flwyddyn.",
    ],
    "scale-welfare-pensions-auto-enrolment": [
      "Auto-Enrolment From Age 18 and the First Pound",
      "Ymrestru awtomatig o 18 oed ac o'r bunt gyntaf",
      "Dod â phobl 18 i 21 oed i mewn i bensiynau gweithle a dileu'r terfyn enillion isaf, fel bod cyfraniadau'n dechrau o'r bunt gyntaf a enillir.",
    ],
    "scale-welfare-pensions-megafunds": [
      "Pension Megafunds Investing in British Growth",
      "Cronfeydd pensiwn mawr yn buddsoddi yn nhwf Prydain",
      "Cyfuno 86 cronfa Cynllun Pensiwn Llywodraeth Leol yn chwe chronfa fawr, fel y gallant fuddsoddi mewn seilwaith, tai a chwmnïau sy'n tyfu yn y DU fel y mae cronfeydd Canada ac Awstralia'n ei wneud.",
    ],
    "scale-welfare-pensions-taper": [
      "Make Work Pay: 45% Taper, Firm Work Search",
      "Gwneud i waith dalu: tapr o 45%, chwilio am waith yn gadarn",
      "Torri tapr y Credyd Cynhwysol o 55% i 45% fel bod pobl yn cadw mwy o bob punt ychwanegol, tra disgwylir i bawb sy'n gallu gweithio chwilio am swydd neu fwy o oriau.",
    ],
    "scale-welfare-pensions-earnings-link": [
      "Replace the Triple Lock With an Earnings Link",
      "Cysylltiad ag enillion yn lle'r clo triphlyg",
      "Codi Pensiwn y Wladwriaeth bob blwyddyn yn unol â thwf cyfartalog enillion dros y tair blynedd diwethaf, gan roi terfyn ar gymryd yr uchaf o enillion, prisiau neu 2.5%.",
    ],
    "scale-culture-media-live-music-relief": [
      "Extend Creative Tax Reliefs to Grassroots Music",
      "Ymestyn rhyddhad treth creadigol i gerddoriaeth ar lawr gwlad",
      "Ymestyn model y rhyddhad treth i theatrau, cerddorfeydd ac amgueddfeydd i leoliadau cerddoriaeth ar lawr gwlad a chynyrchiadau teithiol.",
    ],
    "scale-culture-media-bbc-subscription": [
      "BBC Subscription With a Free Public Core",
      "Tanysgrifiad i'r BBC gyda chraidd cyhoeddus am ddim",
      "Tanysgrifiad dewisol i'r BBC ar gyfer adloniant a drama yn lle ffi'r drwydded o 2028, tra bo craidd o newyddion, radio lleol a'r World Service yn aros am ddim.",
    ],
    "scale-culture-media-screen-games": [
      "Screen and Games Growth Fund",
      "Cronfa twf sgrin a gemau",
      "Codi'r Credyd Gwariant Gemau Fideo i stiwdios bach, helpu i ariannu pedwar clwstwr stiwdio sain newydd ger Manceinion, Caerdydd, Glasgow a Belfast, a chronfa gyd-fuddsoddi o £100m.",
    ],
    "scale-culture-media-arts-outcomes": [
      "Outcome Agreements for Arts Council Funding",
      "Cytundebau canlyniadau ar gyfer cyllid Cyngor y Celfyddydau",
      "Cytundeb cyllid tair blynedd gyda thargedau cyhoeddedig ar gyfer cynulleidfaoedd y tu allan i Lundain, pobl ifanc ac incwm a enillir, gyda 10% o bob grant yn cael ei ddal yn ôl.",
    ],
    "scale-tech-innovation-ai-public-services": [
      "Roll Out Proven AI Tools Across Public Services",
      "Cyflwyno offer AI profedig ar draws gwasanaethau cyhoeddus",
      "Prynu offer AI sydd wedi pasio cynlluniau peilot wedi'u gwerthuso, fel cymryd nodiadau i weithwyr cymdeithasol a meddygon teulu, unwaith ac yn ganolog i bob cyngor, ymddiriedolaeth GIG a Chanolfan Waith.",
    ],
    "scale-tech-innovation-project-gigabit": [
      "Finish Project Gigabit and Standalone 5G by 2030",
      "Cwblhau Prosiect Gigabit a 5G annibynnol erbyn 2030",
      "Band eang gigabit i'r eiddo olaf, gwledig gan mwyaf, a thrwyddedau sbectrwm symudol ynghlwm wrth ddarpariaeth 5G annibynnol ym mhob ardal boblog erbyn 2030.",
    ],
    "scale-tech-innovation-sandboxes": [
      "Regulatory Sandboxes and Sector AI Rules",
      "Blychau tywod rheoleiddiol a rheolau AI fesul sector",
      "Pwerau statudol i'r Swyddfa Arloesi Rheoleiddiol redeg blychau tywod am gyfnod penodol gyda'r rheoleiddwyr, fel y gall cwmnïau brofi dronau, diagnosteg AI a thariffau ynni newydd dan oruchwyliaeth.",
    ],
    "scale-tech-innovation-ai-growth-zones": [
      "AI Growth Zones With Fast-Track Power",
      "Parthau twf AI gyda phŵer llwybr cyflym",
      "Parthau Twf AI ar hen safleoedd diwydiannol sydd â chapasiti grid dros ben, gyda chynllunio cyflym, cysylltiadau grid â blaenoriaeth a thrydan rhatach i ganolfannau data sy'n cyd-ariannu sgiliau lleol.",
    ],
    "scale-tech-innovation-one-login": [
      "One Login and Digital Wallet for All Services",
      "Un mewngofnod a waled ddigidol ar gyfer pob gwasanaeth",
      "Symud pob gwasanaeth llywodraeth ganolog i GOV.UK One Login a Waled GOV.UK, fel bod pobl yn profi pwy ydyn nhw unwaith ac yn gallu olrhain ceisiadau a thaliadau mewn un lle.",
    ],
    "scale-farming-food-healthy-start": [
      "Auto-Enrolled, Higher-Value Healthy Start",
      "Cychwyn Iach gydag ymrestru awtomatig a gwerth uwch",
      "Ymrestru pob teulu cymwys ar y Credyd Cynhwysol yn awtomatig ar Cychwyn Iach a chodi gwerth y cerdyn o £4.25 i £5 yr wythnos ar gyfer ffrwythau, llysiau, llaeth a llaeth fformiwla.",
    ],
    "scale-farming-food-nature-markets": [
      "Regulated Nature Markets for Farmers",
      "Marchnadoedd natur rheoleiddiedig i ffermwyr",
      "Safonau a chofrestr gyhoeddus ar gyfer credydau carbon, maetholion a bioamrywiaeth, fel y gall ffermwyr werthu gwelliannau wedi'u gwirio, fel coetir newydd neu fawn wedi'i adfer, i ddatblygwyr a chwmnïau.",
    ],
    "scale-farming-food-agritech": [
      "Precision Breeding and Agri-Tech Adoption Grants",
      "Bridio manwl a grantiau mabwysiadu technoleg amaeth",
      "Cymeradwyo cnydau wedi'u golygu'n enynnol sydd angen llai o wrtaith ac yn gwrthsefyll clefydau, a grantiau cyfalaf o 40% i ffermydd sy'n mabwysiadu roboteg a chwistrellu manwl profedig.",
    ],
    "scale-farming-food-healthy-sales": [
      "Mandatory Healthy Food Sales Reporting",
      "Adrodd gorfodol ar werthiant bwyd iach",
      "Rhaid i fanwerthwyr a gweithgynhyrchwyr bwyd â mwy na 250 o staff gyhoeddi pa mor iach yw eu gwerthiant a bodloni safon gwerthiant iach sy'n codi, gyda dirwyon i'r rhai sy'n methu.",
    ],
    "scale-laws-governance-evaluation": [
      "Mandatory Evaluation of Every Major Programme",
      "Gwerthuso gorfodol ar gyfer pob rhaglen fawr",
      "Rhaid i bob rhaglen lywodraeth gwerth mwy na £50m gyhoeddi cynllun gwerthuso cyn dechrau, gyda hap-dreialon lle bo modd, a gall y Tasglu Gwerthuso atal gwariant heb un.",
    ],
    "scale-laws-governance-regulatory-budget": [
      "A Regulatory Budget Checked Independently",
      "Cyllideb reoleiddio wedi'i gwirio'n annibynnol",
      "Cap ar gost net rheoleiddio newydd i fusnesau ym mhob senedd, asesiad effaith wedi'i wirio'n annibynnol ar gyfer pob rheol newydd, ac adolygiad neu fachlud awtomatig ar ôl pum mlynedd.",
    ],
    "scale-laws-governance-infrastructure-consents": [
      "Fast-Track Consents and Challenges for Infrastructure",
      "Caniatâd a heriau llwybr cyflym ar gyfer seilwaith",
      "Torri'r llwybrau i herio prosiectau seilwaith o bwys cenedlaethol yn y llys, gosod terfynau amser statudol ar gyfer pob penderfyniad caniatâd a rheolau safonol cyhoeddedig yn lle ymatebion fesul achos.",
    ],
    "scale-laws-governance-delivery-unit": [
      "Delivery Unit With Public Targets",
      "Uned gyflawni gyda thargedau cyhoeddus",
      "Uned gyflawni fach yn Rhif 10 sy'n olrhain tua 20 o dargedau canlyniadau, fel amseroedd aros a dechrau adeiladu tai, gyda dangosfwrdd cyhoeddus a gweinidog atebol am bob un.",
    ],
    "scale-laws-governance-fiscal-rules": [
      "Statutory Fiscal Rules and OBR Manifesto Costing",
      "Rheolau cyllidol statudol a chostio maniffestos gan yr OBR",
      "Rheol yn y gyfraith bod gwariant o ddydd i ddydd yn gytbwys erbyn pumed flwyddyn y rhagolwg a bod dyled yn gostwng fel cyfran o CMC, gyda'r OBR yn costio maniffesto pob plaid cyn etholiad.",
    ],
  },
};
