import "./pages.css"
import { useEffect, useState } from "preact/hooks"
import { api } from "../api/client.js"
import { featureKeys, useFeature } from "../features.js"
import { SignedInOnly } from "../SignedInOnly.js"
import { ApiKeys } from "./account/ApiKeys.js"
import { Notifications } from "./account/Notifications.js"
import { PlanSummary } from "./account/PlanSummary.js"
import { type Profile, ProfileForm } from "./account/ProfileForm.js"

/** The signed-in part: plan, profile, notifications (unless their flag is off) and API keys. */
const AccountSections = () => {
  const notifications = useFeature(featureKeys.notifications)
  const [profile, setProfile] = useState<Profile>()
  useEffect(() => {
    void api.GET("/api/v1/user/profile").then(({ data }) => setProfile(data?.data))
  }, [])
  return (
    <>
      {profile === undefined ? (
        <p>Loading…</p>
      ) : (
        <>
          <PlanSummary profile={profile} />
          <ProfileForm profile={profile} onSaved={setProfile} />
        </>
      )}
      {notifications ? <Notifications /> : null}
      <ApiKeys />
    </>
  )
}

/** The account page: plan, profile, notifications and API keys; asks to sign in first. */
export const Account = () => (
  <section aria-labelledby="account-title">
    <h1 id="account-title">Account</h1>
    <SignedInOnly what="your account">
      <AccountSections />
    </SignedInOnly>
  </section>
)
