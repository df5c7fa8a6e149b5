/**
 * The five-question spectrum quiz (spec 3, 4 and 9): questions, scoring and narrative
 * matching. Pure code, shared by the browser (instant result) and the server.
 *
 * Axes (spec 1): x runs from Shared Paths (negative) to Personal Paths (positive);
 * y runs from Grounded Practice (negative) to Visionary Ambition (positive). So
 * rewild = shared + visionary (x<0, y>0), leap = personal + visionary, steady = shared +
 * grounded, scale = personal + grounded.
 *
 * Placement: every question has a direction (where its option 9 points); option v sits
 * at t·direction with t = (v − 4.5) / 4.5, so options 0 and 9 are opposite ends, the
 * two middle options sit close to the centre, and option v mirrors option 9 − v
 * through the origin. Averaging therefore keeps the three balance properties the tests
 * check: all-middle answers land near the centre, mirrored answers land in the
 * mirrored quadrant, and every quadrant is reachable.
 */
import type { Quadrant } from "./areas";

export const QUIZ_QUESTION_IDS = ["borders", "ownership", "climate", "work", "governance"] as const;
export type QuizQuestionId = (typeof QUIZ_QUESTION_IDS)[number];

/** Options per question (spec 9). */
export const QUIZ_OPTION_COUNT = 10;
/** The slider runs 0 to 90 in steps of 10; option value = slider / 10 (spec 2.3, 9). */
export const QUIZ_SLIDER_MAX = 90;
export const QUIZ_SLIDER_STEP = 10;
/** Matched narratives returned with a quiz result (spec 4, 9). */
export const QUIZ_MATCH_COUNT = 3;

export interface QuizOption {
  /** 0 to 9. */
  value: number;
  text: string;
  description: string;
  /** Shared (−1) … Personal (+1). */
  x: number;
  /** Grounded (−1) … Visionary (+1). */
  y: number;
}

export interface QuizQuestion {
  id: QuizQuestionId;
  label: string;
  /** What the low end (option 0) and high end (option 9) of the slider mean. */
  lowLabel: string;
  highLabel: string;
  options: QuizOption[];
}

export type QuizAnswers = Record<QuizQuestionId, number>;

export interface QuizScore {
  x: number;
  y: number;
  quadrant: Quadrant;
}

/** Rounds half away from zero, so rounding keeps a value's mirror image exact. */
function roundSymmetric(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

interface QuestionSource {
  id: QuizQuestionId;
  label: string;
  lowLabel: string;
  highLabel: string;
  /** Where option 9 points: [x, y]. Option 0 points the opposite way. */
  direction: readonly [number, number];
  /** Ten [text, description] pairs, option 0 first. */
  options: ReadonlyArray<readonly [string, string]>;
}

function buildQuestion(source: QuestionSource): QuizQuestion {
  if (source.options.length !== QUIZ_OPTION_COUNT) {
    throw new Error(`Quiz question ${source.id} needs ${QUIZ_OPTION_COUNT} options`);
  }
  const [dx, dy] = source.direction;
  const middle = (QUIZ_OPTION_COUNT - 1) / 2;
  return {
    id: source.id,
    label: source.label,
    lowLabel: source.lowLabel,
    highLabel: source.highLabel,
    options: source.options.map(([text, description], value) => {
      const t = (value - middle) / middle;
      return {
        value,
        text,
        description,
        x: roundSymmetric(t * dx, 2),
        y: roundSymmetric(t * dy, 2),
      };
    }),
  };
}

const SOURCES: QuestionSource[] = [
  {
    id: "borders",
    label: "How open should the UK be to the rest of the world?",
    lowLabel: "Open world",
    highLabel: "Self-reliant nation",
    // Open and cooperative (shared, visionary) … controlled and self-sufficient.
    direction: [0.3, -0.9],
    options: [
      ["Open world", "Free movement of people and ideas, with global institutions sharing power."],
      ["Global citizens", "Very open borders, with shared rights for everyone who comes here."],
      ["Welcoming hub", "Generous routes for workers, students, refugees and trade partners."],
      ["Open with rules", "Open by default, with clear rules agreed with our neighbours."],
      ["Leaning open", "More open than today, adding routes where there are shortages."],
      ["Leaning careful", "Broadly today's approach, tightening a little where pressure is high."],
      ["Managed", "Numbers set each year by Parliament to match housing and services."],
      ["Selective", "Entry mainly for the skills we need; trade deals judged case by case."],
      ["Firm control", "Tight, well-enforced limits, with priority for people already here."],
      ["Self-reliant nation", "Strong borders and home-grown food, energy and industry."],
    ],
  },
  {
    id: "ownership",
    label: "Who should own the things we all depend on?",
    lowLabel: "Owned in common",
    highLabel: "Owned by individuals",
    // Common ownership (shared, slightly grounded) … individual ownership.
    direction: [0.9, 0.2],
    options: [
      ["Owned in common", "Energy, water, rail and land held by the public or by communities."],
      ["Public by default", "Essential services run publicly, with markets only at the edges."],
      ["Co-operatives", "Mutuals, co-ops and community trusts running much of the economy."],
      ["Mixed, public-led", "Key networks in public hands, with private firms under contract."],
      ["Balanced, leaning shared", "A mixed economy with public stakes where markets fail."],
      ["Balanced, leaning private", "A mixed economy of private owners under firm regulation."],
      [
        "Regulated markets",
        "Private ownership, with strong regulators setting standards and prices.",
      ],
      ["Competitive markets", "Open competition, with the state as referee rather than owner."],
      ["Private enterprise", "Private firms own and run most services, under light-touch rules."],
      ["Ownership for everyone", "People own their own stake: shares, homes and businesses."],
    ],
  },
  {
    id: "climate",
    label: "How fast should we change to meet the climate crisis?",
    lowLabel: "Transform now",
    highLabel: "Let the market set the pace",
    // Rapid transformation (visionary, slightly shared) … gradual, market-led change.
    direction: [0.2, -0.9],
    options: [
      ["Transform now", "Emergency speed: rebuild energy, transport and food within a decade."],
      ["Green revolution", "A huge public programme of clean energy, retrofits and rewilding."],
      ["Fast transition", "Net zero well before 2050, with bold targets and big investment."],
      ["Ambitious targets", "Faster than today, with new green industries leading the way."],
      ["Steady acceleration", "Speed up today's plans wherever the technology is ready."],
      ["Current pace", "Keep to the legal 2050 target on today's timetable."],
      ["Careful transition", "Move at a pace households and businesses can afford."],
      ["Cost first", "Cut emissions where it is cheapest; protect bills and jobs first."],
      ["Adapt and protect", "Put flood defences, resilience and proven technology first."],
      ["Market-led", "Let prices, innovation and personal choice set the pace of change."],
    ],
  },
  {
    id: "work",
    label: "What should the future of work look like?",
    lowLabel: "Shared security",
    highLabel: "Be your own boss",
    // Collective security (shared, slightly grounded) … self-directed enterprise.
    direction: [0.9, 0.3],
    options: [
      ["Guaranteed work", "A job guarantee, strong unions and collective pay bargaining for all."],
      ["Shared security", "Sector-wide pay deals, with secure contracts as the norm."],
      ["Worker voice", "Workers on company boards and a share in the profits they create."],
      ["Strong protections", "Firm employment rights, fair pay and a shorter working week."],
      ["Fair flexibility", "Flexible work on a floor of rights, with decent sick pay."],
      ["Flexible with a floor", "Employers and workers agree terms, above a basic safety net."],
      ["Skills and mobility", "Personal retraining accounts, so people can move to where work is."],
      ["Enterprise", "Fewer hiring rules, and help for anyone starting a business."],
      ["Portfolio careers", "Freelance and gig work as a free choice, with portable benefits."],
      ["Be your own boss", "A nation of founders: people shape their own work and income."],
    ],
  },
  {
    id: "governance",
    label: "How should big decisions be made?",
    lowLabel: "By the people, directly",
    highLabel: "By proven institutions",
    // Participatory experiments (shared, visionary) … established, lean institutions.
    direction: [0.5, -0.8],
    options: [
      ["People's democracy", "Citizens' assemblies and referendums make the big decisions."],
      ["Deep participation", "Regular citizens' assemblies with real power over budgets."],
      ["Devolved power", "Most decisions made locally, close to the people affected."],
      ["Reformed democracy", "Proportional voting and an elected second chamber."],
      ["Open government", "Today's system with more transparency and public consultation."],
      ["Steady reform", "Keep Parliament as it is and improve it step by step."],
      ["Effective state", "Clear targets, measured results and accountable ministers."],
      ["Expert-led", "Independent experts and agencies take the technical decisions."],
      ["Lean government", "A smaller state that does fewer things, and does them well."],
      ["Proven institutions", "Trust long-standing institutions; change them only when needed."],
    ],
  },
];

/** The five quiz questions, in order. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = SOURCES.map(buildQuestion);

/** Quadrant rule of spec 4 applied to the averaged coordinates. */
export function quadrantForPoint(x: number, y: number): Quadrant {
  if (x < 0 && y > 0) return "rewild";
  if (x >= 0 && y > 0) return "leap";
  if (x < 0 && y <= 0) return "steady";
  return "scale";
}

/** Whether an answer is a whole option value 0 to 9. */
export function isValidAnswer(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < QUIZ_OPTION_COUNT;
}

/** Option value from the slider position (0 to 90 in steps of 10). */
export function answerFromSlider(position: number): number {
  const clamped = Math.min(QUIZ_SLIDER_MAX, Math.max(0, position));
  return Math.round(clamped / QUIZ_SLIDER_STEP);
}

/**
 * Average x and y of the chosen options, and the quadrant (spec 4). Throws on a
 * missing or out-of-range answer.
 */
export function scoreQuiz(answers: QuizAnswers): QuizScore {
  let sumX = 0;
  let sumY = 0;
  for (const question of QUIZ_QUESTIONS) {
    const value = answers[question.id];
    if (value === undefined || !isValidAnswer(value)) {
      throw new Error(`Answer for ${question.id} must be a whole number from 0 to 9`);
    }
    const option = question.options[value];
    sumX += option.x;
    sumY += option.y;
  }
  const x = sumX / QUIZ_QUESTIONS.length;
  const y = sumY / QUIZ_QUESTIONS.length;
  return { x, y, quadrant: quadrantForPoint(x, y) };
}

/** The fields matching needs from a narrative. */
export interface MatchableNarrative {
  quadrant: Quadrant;
  popularityScore: number;
  title: string;
  type?: string;
}

function byPopularity(a: MatchableNarrative, b: MatchableNarrative): number {
  return b.popularityScore - a.popularityScore || a.title.localeCompare(b.title);
}

/**
 * Spec 4: the top 3 anchor narratives of the quadrant by popularity, filled up with the
 * top anchor narratives of the other quadrants when the quadrant has fewer than 3.
 * Ties are broken by title so the result is deterministic.
 */
export function matchNarratives<N extends MatchableNarrative>(
  quadrant: Quadrant,
  narratives: readonly N[],
  count: number = QUIZ_MATCH_COUNT,
): N[] {
  const anchors = narratives.filter((n) => n.type === undefined || n.type === "anchor");
  const own = anchors.filter((n) => n.quadrant === quadrant).sort(byPopularity);
  const others = anchors.filter((n) => n.quadrant !== quadrant).sort(byPopularity);
  return [...own, ...others].slice(0, count);
}

/**
 * Compass values stored with a vote (spec 4 and 9): leap (1,1), scale (−1,1),
 * steady (1,−1), rewild (−1,−1); no quadrant gives (0,0). These are the spec's own
 * values and differ from the quiz axes on purpose: they are stored, not plotted.
 */
export function compassForQuadrant(quadrant: Quadrant | null | undefined): {
  x: number;
  y: number;
} {
  switch (quadrant) {
    case "leap":
      return { x: 1, y: 1 };
    case "scale":
      return { x: -1, y: 1 };
    case "steady":
      return { x: 1, y: -1 };
    case "rewild":
      return { x: -1, y: -1 };
    default:
      return { x: 0, y: 0 };
  }
}
