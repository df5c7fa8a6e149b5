/**
 * A visitor's question in Welsh, put into the English words the offline engine matches
 * (docs/ai.md, docs/i18n.md "AI answers in the visitor's language"). The engine's stemmer,
 * stop words and synonym list are English, and so is the catalogue it scores, so a Welsh
 * question is read word by word (longest phrase first) through a short list of policy terms
 * and comes out as its English twin: "Sut gallwn ni gwtogi rhestrau aros y GIG?" → "cut nhs
 * waiting lists". Welsh mutates a word's first letter after some words ("gwtogi" is
 * "cwtogi", "rentwyr" "rhentwyr"), so each word is also tried in its unmutated forms. Words
 * the list does not know are kept as written (an English word on a Welsh page still
 * searches). The list is written by the team, for review by a fluent speaker
 * (docs/glossary-cy.md); extend it freely: every entry is tested to be in folded form.
 * Pure: the same code runs on Convex.
 */

/** Welsh words that say nothing about policy ("how", "we", "the", "in" …), folded. */
const WELSH_STOP_WORDS = new Set(
  `a ac ag am ar at beth ble bod byddai bydd ca cael dan dros drwy dy e ef efo ei eich ein er
  eu fe fel fi fy fyddai fydd gall galla gallai gallaf gallen gallem gallwn gan gellid gwneud
  gyda hefo hefyd heb hi hon hwn hyn hynny i iawn llawer mae mewn mwy mwyaf n na nad neu ni
  nhw o oes oedd ond os pa pam pan pob polisi polisiau pryd pwy r rhai rhaid rhywbeth s sut
  sy sydd trwy tuag wedi y ych ydy ydych ym yn yng yr yw`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Welsh words and phrases (radical, unmutated forms, folded: lower case, no accents) and
 * the English the engine searches for. Phrases come before their words where the order
 * differs from the English ("tlodi plant" is "child poverty").
 */
export const WELSH_TERMS: Readonly<Record<string, string>> = {
  // Health and care.
  "rhestrau aros y gig": "nhs waiting lists",
  "rhestrau aros": "waiting lists",
  "rhestr aros": "waiting list",
  "amseroedd aros": "waiting times",
  gig: "nhs",
  iechyd: "health",
  "iechyd meddwl": "mental health",
  ysbyty: "hospital",
  ysbytai: "hospitals",
  meddyg: "doctor",
  meddygon: "doctors",
  "meddyg teulu": "gp",
  nyrs: "nurse",
  nyrsys: "nurses",
  claf: "patient",
  cleifion: "patients",
  deintydd: "dentist",
  deintyddion: "dentists",
  canser: "cancer",
  gofal: "care",
  "gofal cymdeithasol": "social care",
  "cartrefi gofal": "care homes",
  gofalwyr: "carers",
  dementia: "dementia",
  // Housing and land.
  tai: "housing",
  ty: "house",
  cartref: "home",
  cartrefi: "homes",
  rhent: "rent",
  rhenti: "rents",
  rhentu: "renting",
  rhentwr: "renter",
  rhentwyr: "renters",
  tenantiaid: "tenants",
  landlordiaid: "landlords",
  fforddiadwy: "affordable",
  digartref: "homeless",
  digartrefedd: "homelessness",
  morgais: "mortgage",
  morgeisi: "mortgages",
  tir: "land",
  cynllunio: "planning",
  // Education and children.
  ysgol: "school",
  ysgolion: "schools",
  athro: "teacher",
  athrawon: "teachers",
  addysg: "education",
  prifysgol: "university",
  prifysgolion: "universities",
  myfyrwyr: "students",
  disgyblion: "pupils",
  prentisiaeth: "apprenticeship",
  prentisiaethau: "apprenticeships",
  sgiliau: "skills",
  coleg: "college",
  colegau: "colleges",
  hyfforddiant: "training",
  "tlodi plant": "child poverty",
  "gofal plant": "childcare",
  plentyn: "child",
  plant: "children",
  teuluoedd: "families",
  rhieni: "parents",
  meithrinfa: "nursery",
  // Climate, energy and nature.
  "allyriadau carbon": "carbon emissions",
  allyriadau: "emissions",
  hinsawdd: "climate",
  "newid hinsawdd": "climate change",
  "sero net": "net zero",
  ynni: "energy",
  "ynni adnewyddadwy": "renewable energy",
  adnewyddadwy: "renewable",
  gwynt: "wind",
  "ffermydd gwynt": "wind farms",
  "pympiau gwres": "heat pumps",
  inswleiddio: "insulation",
  "tanwydd ffosil": "fossil fuels",
  amgylchedd: "environment",
  natur: "nature",
  ailwylltio: "rewild",
  coed: "trees",
  coetiroedd: "woodland",
  afonydd: "rivers",
  llygredd: "pollution",
  // Transport.
  trafnidiaeth: "transport",
  bws: "bus",
  bysiau: "buses",
  tren: "train",
  trenau: "trains",
  rheilffyrdd: "railways",
  ffyrdd: "roads",
  beicio: "cycling",
  teithio: "travel",
  // Welfare, pensions and the cost of living.
  tlodi: "poverty",
  "budd daliadau": "benefits",
  "credyd cynhwysol": "universal credit",
  "incwm sylfaenol": "basic income",
  "incwm sylfaenol cyffredinol": "universal basic income",
  pensiwn: "pension",
  pensiynau: "pensions",
  pensiynwyr: "pensioners",
  anabledd: "disability",
  anabl: "disabled",
  lles: "welfare",
  "costau byw": "cost of living",
  // Jobs, the economy and tax.
  swydd: "job",
  swyddi: "jobs",
  gwaith: "work",
  gweithwyr: "workers",
  cyflog: "wages",
  cyflogau: "wages",
  "isafswm cyflog": "minimum wage",
  economi: "economy",
  treth: "tax",
  trethi: "taxes",
  busnes: "business",
  busnesau: "businesses",
  undebau: "unions",
  // Crime and justice.
  trosedd: "crime",
  troseddau: "crimes",
  heddlu: "police",
  carchar: "prison",
  carchardai: "prisons",
  cyfiawnder: "justice",
  llysoedd: "courts",
  // Defence, foreign affairs, culture, technology, farming.
  amddiffyn: "defence",
  "lluoedd arfog": "armed forces",
  diogelwch: "security",
  diwylliant: "culture",
  cyfryngau: "media",
  celfyddydau: "arts",
  chwaraeon: "sport",
  technoleg: "technology",
  arloesi: "innovation",
  "deallusrwydd artiffisial": "ai",
  "band eang": "broadband",
  ymchwil: "research",
  ffermio: "farming",
  ffermwyr: "farmers",
  fferm: "farm",
  ffermydd: "farms",
  bwyd: "food",
  amaethyddiaeth: "agriculture",
  pysgota: "fishing",
  // Democracy and how laws are made.
  democratiaeth: "democracy",
  pleidleisio: "voting",
  etholiadau: "elections",
  senedd: "parliament",
  cyfraith: "law",
  cyfreithiau: "laws",
  "cynulliadau dinasyddion": "citizens assemblies",
  datganoli: "devolution",
  cynghorau: "councils",
  lleol: "local",
  // Ownership and community.
  "perchnogaeth cymunedol": "community ownership",
  perchnogaeth: "ownership",
  cymuned: "community",
  cymunedau: "communities",
  cymunedol: "community",
  cydweithredol: "cooperative",
  "mentrau cydweithredol": "cooperatives",
  // What a question asks for.
  cwtogi: "cut",
  torri: "cut",
  lleihau: "reduce",
  gostwng: "lower",
  cynyddu: "increase",
  gwella: "improve",
  adeiladu: "build",
  "am dim": "free",
  cyflymaf: "fastest",
  cyflym: "fast",
  canolbwyntio: "focus",
  "pobl ifanc": "young people",
  ifanc: "young",
  "pobl hyn": "older people",
  // Narratives and quadrants (the glossary's names).
  naratif: "narrative",
  naratifau: "narratives",
  stori: "story",
  straeon: "stories",
  pedrant: "quadrant",
  pedrannau: "quadrants",
  llamu: "leap",
  cyson: "steady",
  ehangu: "scale",
};

/** The longest phrase in WELSH_TERMS, in words. */
const LONGEST_PHRASE = Math.max(...Object.keys(WELSH_TERMS).map((key) => key.split(" ").length));

/** Lower case, accents off ("polisïau" → "polisiau", "tŷ" → "ty"): the form the list uses. */
export function foldWelsh(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Welsh words of a text, folded; apostrophes and hyphens split ("fyddai'n" → fyddai, n). */
function welshWords(text: string): string[] {
  return foldWelsh(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const VOWEL = /^[aeiouwy]/;

/**
 * A word and the radical forms it may be a mutation of: soft (b→p, d→t, g→c, f→b/m, dd→d,
 * l→ll, r→rh, a dropped g), nasal (mh→p, nh→t, ngh→c, m→b, n→d, ng→g) and aspirate
 * (ph→p, th→t, ch→c, h before a vowel).
 */
export function radicalForms(word: string): string[] {
  const forms = [word];
  const add = (from: string, to: string) => {
    if (word.startsWith(from)) forms.push(to + word.slice(from.length));
  };
  // Nasal and aspirate (two or three letters) before soft (one letter).
  add("ngh", "c");
  add("mh", "p");
  add("nh", "t");
  add("ph", "p");
  add("th", "t");
  add("ch", "c");
  add("dd", "d");
  if (!word.startsWith("ngh")) add("ng", "g");
  if (!word.startsWith("dd")) add("d", "t");
  if (!word.startsWith("ff")) {
    add("f", "b");
    add("f", "m");
  }
  if (!word.startsWith("ll")) add("l", "ll");
  if (!word.startsWith("rh")) add("r", "rh");
  if (!word.startsWith("ng")) add("g", "c");
  if (!word.startsWith("mh")) add("m", "b");
  if (!/^(nh|ng)/.test(word)) add("n", "d");
  add("b", "p");
  if (/^h[aeiouwy]/.test(word)) forms.push(word.slice(1));
  if (VOWEL.test(word)) forms.push(`g${word}`);
  return [...new Set(forms)];
}

/** The list's entry for the words at `at` (longest phrase first), with how many it spans. */
function termAt(words: readonly string[], at: number): { english: string; span: number } | null {
  for (let span = Math.min(LONGEST_PHRASE, words.length - at); span >= 1; span -= 1) {
    const candidates = words.slice(at, at + span).map(radicalForms);
    // Each word may be any of its forms: try the combinations (few: a phrase is short).
    let keys = [""];
    for (const forms of candidates) {
      keys = keys.flatMap((key) => forms.map((form) => (key === "" ? form : `${key} ${form}`)));
    }
    const key = keys.find((candidate) => Object.hasOwn(WELSH_TERMS, candidate));
    if (key !== undefined) return { english: WELSH_TERMS[key], span };
  }
  return null;
}

export interface WelshQuery {
  /** The question in the English words the engine matches. */
  english: string;
  /** The visitor's own Welsh words for an English word or phrase of `english` (to quote). */
  welshFor: (english: string) => string;
}

/**
 * Reads a Welsh question into English: known terms (and their mutated forms) become their
 * English, stop words go, other words stay as written.
 */
export function welshQuery(question: string): WelshQuery {
  const words = welshWords(question);
  const english: string[] = [];
  const quotes = new Map<string, string>();
  for (let at = 0; at < words.length;) {
    const term = termAt(words, at);
    if (term !== null) {
      const welsh = words.slice(at, at + term.span).join(" ");
      english.push(term.english);
      // The phrase and each run of its words ("waiting lists" of "nhs waiting lists") quote
      // the visitor's words: the engine quotes what it matched.
      const parts = term.english.split(" ");
      for (let from = 0; from < parts.length; from += 1) {
        for (let to = from + 1; to <= parts.length; to += 1) {
          const part = parts.slice(from, to).join(" ");
          if (!quotes.has(part)) quotes.set(part, welsh);
        }
      }
      at += term.span;
      continue;
    }
    const word = words[at];
    if (!WELSH_STOP_WORDS.has(word) && !radicalForms(word).some((f) => WELSH_STOP_WORDS.has(f))) {
      english.push(word);
    }
    at += 1;
  }
  return {
    english: english.join(" "),
    welshFor: (phrase) => quotes.get(phrase) ?? phrase,
  };
}
