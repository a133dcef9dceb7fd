// A remote's canary policy: `policy.json` beside its releases (`<store>/policy.json`, the store being
// .releases/<remote>/ locally), read by `npm run -s release -- <remote> --judge`. Every field is optional; what
// is absent takes the default. Checked: a policy that is not one stops the judgement (nothing moves).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const atLeastOne = v.pipe(v.number(), v.integer(), v.minValue(1));
const nonNegative = v.pipe(v.number(), v.minValue(0));

const policySchema = v.strictObject({
  /** The confidence a difference needs to count (Mann-Whitney U, two proportions): 0.98 (Kayenta's default). */
  confidence: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.9999)), 0.98),
  /** A timing metric regresses when the canary's p75 is this much (relative) above the current's: 10%. */
  p75Tolerance: v.optional(fraction, 0.1),
  /** …and by at least this much (the metric's unit: ms for LCP and INP, layout shift score for CLS). */
  minimumChange: v.optional(
    v.strictObject({
      lcp: v.optional(nonNegative, 20),
      inp: v.optional(nonNegative, 8),
      cls: v.optional(nonNegative, 0.005),
    }),
    {},
  ),
  /** The error and island-failure rates regress past this difference (percentage points as a fraction): 0.5 pp. */
  rateTolerance: v.optional(fraction, 0.005),
  /** Page views each side needs before any verdict but "not enough data": 100. */
  minPageViews: v.optional(atLeastOne, 100),
  /** Values a timing metric needs on each side to be tested (INP exists only where visitors interacted): 30. */
  minMetricValues: v.optional(atLeastOne, 30),
  /**
   * The largest share of a side's compared page views one client may make (its `client`, a keyed hash of its
   * network): 10%. A client's page views past it are left out before any statistic, its earliest kept.
   */
  maxClientShare: v.optional(v.pipe(v.number(), v.minValue(0.001), v.maxValue(1)), 0.1),
  /** Distinct clients each side needs (after the share cap) before a pass or a fail: 20. */
  minClients: v.optional(atLeastOne, 20),
});

export type CanaryPolicy = v.InferOutput<typeof policySchema> & {
  minimumChange: { lcp: number; inp: number; cls: number };
};

const policyFileName = 'policy.json';

/** Checks a policy's JSON, filling the defaults; throws naming each wrong field. */
export function parsePolicy(json: unknown): CanaryPolicy {
  const result = v.safeParse(policySchema, json);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new Error(`The canary policy is not one: ${problems.join('; ')}`);
  }
  const { minimumChange } = result.output;
  return {
    ...result.output,
    minimumChange: { lcp: minimumChange.lcp ?? 20, inp: minimumChange.inp ?? 8, cls: minimumChange.cls ?? 0.005 },
  };
}

export const defaultPolicy: CanaryPolicy = parsePolicy({});

/** The store's policy.json, or the defaults where there is none. */
export function readPolicy(store: string): CanaryPolicy {
  const file = join(store, policyFileName);
  if (!existsSync(file)) return defaultPolicy;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${String(error)}`);
  }
  return parsePolicy(json);
}
