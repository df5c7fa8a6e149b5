/** /methods, how the results are counted: Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { methodsEnGB } from "./en-GB";

export const methodsCy: Record<keyof typeof methodsEnGB, string> = {
  "methods.title": "Sut mae'r canlyniadau'n cael eu cyfrif",
  "methods.description":
    "Pwy sy'n cael eu cyfrif, beth mae'r ffigurau'n ei olygu, a beth nad ydyn nhw.",
  "methods.loading": "Wrthi'n llwytho…",
  "methods.countingNow":
    "Mae'r canlyniadau cenedlaethol bellach yn cyfrif pleidleisiau gweithredol {counting, select, verified {cyfrifon sydd â chyfeiriad e-bost wedi'i ddilysu} other {cyfrifon (wedi'u dilysu neu beidio)}}: <0>{total}</0> {count, plural, zero {pleidlais} one {bleidlais} two {bleidlais} few {pleidlais} many {phleidlais} other {pleidlais}}.",
  "methods.poll.title": "Pobl a ddewisodd gymryd rhan, nid arolwg",
  "methods.poll.body":
    "Pleidleisiau'r bobl a ddewisodd gymryd rhan yw canlyniadau'r gymuned. Nid arolwg ydyn nhw: does neb yn cael ei samplu, a dydy'r ffigurau ddim wedi'u pwysoli i'r boblogaeth yn ôl oed, rhanbarth na phleidlais flaenorol. Darllenwch nhw fel “beth ddewisodd y bobl a ddaeth yma”, nid fel barn y wlad.",
  "methods.who.title": "Pwy sy'n cael eu cyfrif",
  "methods.who.one":
    "<0>Un bleidlais weithredol i bob cyfrif.</0> Mae rhwymo eto yn disodli'ch pleidlais gynharach; dim ond yr un ddiweddaraf sy'n cyfrif.",
  "methods.who.accounts":
    "<0>Cyfrifon, a chyfrifon wedi'u dilysu.</0> Gall unrhyw un greu cyfrif, ac mae cyfyngiad ar gofrestriadau o un rhwydwaith. Gall cyfrif ddilysu ei gyfeiriad e-bost â chod untro (ar dudalen y Cyfrif). Gall y gweithredwr osod y canlyniadau cenedlaethol i gyfrif cyfrifon wedi'u dilysu yn unig; mae'r canlyniadau wedyn yn dweud hynny.",
  "methods.who.guests":
    "<0>Mae gwesteion gweithdy'n cyfrif yn eu hystafell yn unig.</0> Dydy pleidlais gwestai (dim e-bost) byth yn mynd i'r canlyniadau cenedlaethol.",
  "methods.who.rooms":
    "<0>Mae ystafelloedd yn diogelu pleidleiswyr cynnar.</0> Mae ystafell weithdy'n dangos ei chanlyniadau o'i throthwy pleidleisiau ymlaen (a ddewisir gan yr hwylusydd, {min} i {max}, {default} oni bai ei fod wedi'i osod). Dim ond pan fydd yr ystafell wedi cyrraedd ei throthwy y mae pleidlais cyfrif a fwriwyd mewn ystafell yn ymuno â'r canlyniadau cenedlaethol, ynghyd â'r lleill a ddaliwyd tan hynny, fel na ellir adnabod un bleidlais drwy wylio'r ffigurau'n newid.",
  "methods.who.sample":
    "<0>Mae data sampl wedi'i labelu.</0> Cyn i neb bleidleisio, gall tudalen y gymuned ddangos pleidleisiau sampl synthetig, wedi'u marcio felly bob amser a byth wedi'u cymysgu â rhai go iawn.",
  "methods.figures.title": "Y ffigurau",
  "methods.figures.body":
    "Mae'r cyfrifon, y cyfrannau a'r cyfartaleddau (cyfradd y dreth, y difidend, y cynnydd amcangyfrifedig mewn prisiau) yn cael eu cadw fel cyfansymiau rhedegol wrth i bleidleisiau gyrraedd, ac yn cael eu gwirio yn ein profion yn erbyn ailgyfrif llawn o'r pleidleisiau. Mae ffigurau economaidd pob pleidlais yn cael eu hailgyfrifo ar y gweinydd o'i pholisïau, cyfradd y dreth a'r difidend; gweler <0>sut mae'r economi'n gweithio yma</0>.",
  "methods.proportional": "Y maniffesto cyfrannol",
  "methods.back": "Yn ôl i ganlyniadau'r gymuned",
  "methods.economics.title": "Sut mae'r ffigurau economaidd yn cael eu cyfrifo",
  "methods.range": "{central} (ystod {low} i {high})",
  "methods.economics.revenue":
    "<0>Refeniw ar ôl i bobl ymateb.</0> Mae sylfaen y dreth wedi'i rhannu'n daliadau'r economi go iawn (yn ôl diben: prynu, cyflog, ad-dalu benthyciadau, cynilo, eiddo a'r hyn nas nodwyd; dydy trosglwyddiadau rhwng eich cyfrifon eich hun ddim yn cael eu trethu), masnachu cyfranddaliadau yn y DU a setliad cyfanwerthu, pob un â'i ymateb ei hun o'r dystiolaeth. Ar {rate} mae'r refeniw gros yn {gross}.",
  "methods.economics.net":
    "<0>Refeniw net, fel y byddai'r OBR yn ei sgorio.</0> O'r gros rydyn ni'n tynnu'r dreth stamp a gollir ar gyfranddaliadau, uwchraddio drutach ar fudd-daliadau a phensiynau, llog ar giltiau mynegrifol, y dreth yn yr hyn y mae'r llywodraeth yn ei brynu, cynnyrch giltiau uwch, a'r dreth incwm, yr Yswiriant Gwladol ({pay}) a'r dreth gorfforaeth ({corporation}) a gollir wrth i gyflogau ac elw amsugno'r dreth; mae TAW ar brisiau uwch yn cael ei hychwanegu'n ôl. Y refeniw net yw {net}. Mae'r effeithiau ar dwf, swyddi, cyfraddau llog a'r bunt wedi'u gadael allan.",
  "methods.economics.incidence":
    "<0>Un model o bwy sy'n talu.</0> Mae pob punt o refeniw net yn disgyn ar aelwyd drwy ei phryniannau ei hun, prisiau, cyflog ({share} o'r dreth ar gyflogau'n disgyn ar gyflog, rhagdybiaeth yr OBR ar gyfer Yswiriant Gwladol cyflogwyr), ei thaliadau eraill a'i chynilion a'i buddsoddiadau, neu ar berchnogion dramor. Mae'r cyfrifiannell personol yn dangos y sianeli hyn i chi; y siart yn ôl degfed incwm yw'r un cyfrifiad wedi'i symio dros aelwydydd tebyg i arolygon yr ONS.",
  "methods.economics.prices":
    "<0>Mae costau byw</0> yn codi {rise} ar y gyfradd ddiofyn: y dreth rydych chi'n ei thalu ar eich pryniannau eich hun a'r hyn sy'n cyrraedd prisiau. Mae budd-daliadau a giltiau mynegrifol yn cael eu huwchraddio ganddo, ac mae'r gost honno yn y refeniw net.",
  "methods.economics.gauge":
    "<0>Mae'r mesurydd</0> yn cyfrif y senarios gwahanol (pob rhan o'r sylfaen ar ei hymateb isel, canolog neu uchel) lle mae'r pecyn yn talu amdano'i hun. Cyfrif o senarios gwahanol, pob un â'r un pwysau: nid tebygolrwydd.",
  "methods.economics.dividend":
    "<0>Mae difidend y dinesydd</0> yn mynd i oedolion sy'n byw yn y DU, yn ddi-dreth ac yn cael ei ddiystyru ar gyfer budd-daliadau prawf modd. Mae trethi heddiw'n aros: mae'r pecyn yn eistedd ar ben cyllideb heddiw.",
  "methods.economics.more":
    "Mae enghraifft gam wrth gam yn <0>sut mae'r economi'n gweithio yma</0>; mae'r ffigurau'n symud gyda'ch gosodiadau yn yr <1>efelychydd cyllideb</1>.",
};
