/**
 * Calling an OpenAI-compatible model with structured outputs. Configured from the
 * environment: OPENAI_API_KEY (no key: no model, the offline engine answers),
 * OPENAI_BASE_URL (any OpenAI-compatible server), OPENAI_MODEL, OPENAI_TIMEOUT_MS, and
 * AI_FIRST_ANSWER_MS, the most a visitor waits for the model before the offline answer.
 * Every failure (time-out, error status, refusal, malformed or off-schema JSON) becomes
 * a `ModelFailure`; callers fall back to the offline engine, so nothing ever hangs.
 */
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { z } from "zod";
import { env as deploymentEnv } from "../_generated/server";

/** Model used when OPENAI_MODEL is not set. */
export const DEFAULT_MODEL = "gpt-4o-mini";
/** How long to wait for an answer when OPENAI_TIMEOUT_MS is not set (ms). */
export const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * The first-answer budget when AI_FIRST_ANSWER_MS is not set (ms): past it the visitor
 * gets the offline engine's answer (docs/ai.md "Never waiting for a slow model").
 */
export const DEFAULT_FIRST_ANSWER_MS = 4_000;

export interface ModelConfig {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  /** How long one model call may take: OPENAI_TIMEOUT_MS capped by AI_FIRST_ANSWER_MS. */
  timeoutMs: number;
  /** The circuit breaker is open: skip the model, answer offline (with the notice). */
  circuitOpen?: boolean;
  /** Told whether the model answered (false: time-out, error status, no connection). */
  onOutcome?: (ok: boolean) => Promise<void>;
}

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The model configuration from the environment, or null when no key is set. */
export function modelConfigFromEnv(
  env: Record<string, string | undefined> = deploymentEnv,
): ModelConfig | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: Math.min(
      positive(env.OPENAI_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
      positive(env.AI_FIRST_ANSWER_MS, DEFAULT_FIRST_ANSWER_MS),
    ),
  };
}

export type ModelFailureKind = "timeout" | "status" | "malformed" | "refused" | "network";

export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "ModelFailure";
  }
}

function classify(error: unknown): ModelFailure {
  if (error instanceof ModelFailure) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelFailure("timeout", "The model did not answer in time");
  }
  if (error instanceof OpenAI.APIUserAbortError) {
    return new ModelFailure("timeout", "The model did not answer in time");
  }
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    return new ModelFailure("status", `The model server answered ${error.status}`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelFailure("network", "The model server could not be reached");
  }
  // JSON.parse and zod errors from the structured-output parser.
  return new ModelFailure("malformed", "The model's answer was not in the expected form");
}

/**
 * Asks the model for one structured answer matching `schema`. Resolves with the parsed,
 * zod-validated value; rejects with a ModelFailure. No retries: one attempt, bounded by
 * the configured time-out (and an abort signal as a second guard).
 */
export async function askModel<Schema extends z.ZodType>(
  config: ModelConfig,
  request: { name: string; system: string; user: string; schema: Schema },
): Promise<z.infer<Schema>> {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), config.timeoutMs + 50);
  try {
    const completion = await client.chat.completions.parse(
      {
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.user },
        ],
        response_format: zodResponseFormat(request.schema, request.name),
      },
      { signal: abort.signal },
    );
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new ModelFailure("refused", "The model declined to answer");
    if (message?.parsed === undefined || message.parsed === null) {
      throw new ModelFailure("malformed", "The model gave no answer");
    }
    // Parse again with the schema: the parser's own check depends on the server honouring
    // the JSON schema, and an OpenAI-compatible server may not.
    return request.schema.parse(message.parsed);
  } catch (error) {
    throw classify(error);
  } finally {
    clearTimeout(timer);
  }
}
