import type { Profile } from "./ProfileForm.js"

const date = (iso: string | null) =>
  iso === null ? undefined : new Date(iso).toLocaleDateString("en", { dateStyle: "medium" })

/** The subscription: tier and status, the trial's or the period's end. */
export const PlanSummary = (props: { readonly profile: Profile }) => {
  const { profile } = props
  const tier = profile.subscriptionTier === "pro" ? "Pro" : "Starter"
  const trialEnds = date(profile.trialEndsAt)
  const periodEnds = date(profile.currentPeriodEnd)
  return (
    <section aria-labelledby="plan-title">
      <h2 id="plan-title">Plan</h2>
      <p>
        {profile.email}: <strong>{tier}</strong> plan, {profile.subscriptionStatus.replaceAll("_", " ")}
        {trialEnds === undefined ? "" : `, trial ends ${trialEnds}`}
        {periodEnds === undefined ? "" : `, current period ends ${periodEnds}`}.
      </p>
    </section>
  )
}
