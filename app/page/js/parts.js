// What a payment is made of, asked of the service rather than worked out here: the same hand settled again
// with one more of the rule set's additions left out (Jiaojiang: its 扔弹, then its 弹, R29–R31; Wenling:
// paid flat, W18). The differences between the answers are the parts; what is left is the 牌点's share.
import { post } from "./api.js";
import { has, servicePath } from "./rulesets.js";

/** A payment's key among the answers: who pays whom, on whose behalf. */
export const paymentKey = (p) => `${p.from} ${p.to} ${p.on_behalf_of ?? ""}`;
const amounts = (payments) => new Map(payments.map((p) => [paymentKey(p), p.amount]));

/** One hand as the rule set's /settle takes it, with the stakes, streak and settings it was played with. */
function alone({ request, context, fields, rules }) {
  const hand = { ...request, ...fields, dealer_streak: context.dealer_streak };
  if (has(rules, "stakes")) hand.stakes = context.stakes ?? [];
  return hand;
}

const valueOf = (hand, field) => (field.startsWith("rules.") ? hand.rules?.[field.slice(6)] : hand[field]);

/** Whether an addition ([field, what adds nothing]) adds anything to the hand's payments. */
const adds = (hand, [field, nothing]) => JSON.stringify(valueOf(hand, field) ?? nothing) !== JSON.stringify(nothing);

/** The request with an addition left out. */
function without(hand, [field, nothing]) {
  if (field.startsWith("rules.")) return { ...hand, rules: { ...hand.rules, [field.slice(6)]: nothing } };
  return { ...hand, [field]: nothing };
}

/** Whether the hand's payments have any part besides the 牌点's share. */
export const hasParts = (view) => view.rules.paymentParts.some((addition) => adds(alone(view), addition));

/**
 * Each payment's parts: Map(paymentKey → [{ part, amount }]), ``part`` "points" or the field left out
 * ("dan", "stakes", "rules.payment"). Resolves to null when the service refuses.
 */
export async function paymentParts(view) {
  const { settlement, rules } = view;
  let hand = alone(view);
  let before = amounts(settlement.payments);
  const found = new Map(settlement.payments.map((p) => [paymentKey(p), []]));
  for (const addition of rules.paymentParts.filter((a) => adds(hand, a))) {
    hand = without(hand, addition);
    const answer = await post(servicePath(rules, "settle"), hand);
    if (!answer.ok) return null;
    const after = amounts(answer.body.payments);
    for (const [k, parts] of found) {
      const amount = (before.get(k) ?? 0) - (after.get(k) ?? 0);
      if (amount) parts.unshift({ part: addition[0], amount });
    }
    before = after;
  }
  for (const [k, parts] of found) if (before.get(k)) parts.unshift({ part: "points", amount: before.get(k) });
  return found;
}
