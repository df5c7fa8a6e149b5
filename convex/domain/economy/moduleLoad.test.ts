/**
 * Loading the economy module computes nothing (issue 42): every page with a figure of the
 * simulator imports it, and a computation at load time is main-thread work on each of them
 * before it paints, on a phone too.
 */
import { expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ simulateBudget: 0, recommendTaxRate: 0 }));

vi.mock("./budget", async (original) => {
  const actual = await original<typeof import("./budget")>();
  return {
    ...actual,
    simulateBudget: (...args: Parameters<typeof actual.simulateBudget>) => {
      calls.simulateBudget++;
      return actual.simulateBudget(...args);
    },
    recommendTaxRate: (...args: Parameters<typeof actual.recommendTaxRate>) => {
      calls.recommendTaxRate++;
      return actual.recommendTaxRate(...args);
    },
  };
});

it("loading the economy module runs no budget; the explainer's example is computed once, on first use", async () => {
  const economy = await import("./index");
  expect(calls).toEqual({ simulateBudget: 0, recommendTaxRate: 0 });
  const example = economy.explainerExample();
  expect(calls).toEqual({ simulateBudget: 1, recommendTaxRate: 2 });
  expect(economy.explainerExample()).toBe(example);
  expect(calls).toEqual({ simulateBudget: 1, recommendTaxRate: 2 });
});
