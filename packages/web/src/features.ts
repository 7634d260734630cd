import { useEffect, useState } from "preact/hooks"
import { api } from "./api/client.js"
import { useSession } from "./session.js"

/**
 * The features of the app that a feature flag (docs/platform.md) can switch off, by flag key. A
 * feature is shown unless its flag exists and is off for the signed-in user: a flag nobody has set
 * changes nothing, and `fire features set <key> --enabled false` hides the feature.
 */
export const featureKeys = {
  cityRecommendations: "web.city-recommendations",
  portfolioHealth: "web.portfolio-health",
  notifications: "web.notifications"
} as const
export type FeatureKey = (typeof featureKeys)[keyof typeof featureKeys]

/** The flags switched off for the caller, loaded after sign-in; undefined while loading. */
let off: ReadonlySet<string> | undefined
let loadedFor: string | undefined

const load = async (): Promise<ReadonlySet<string>> => {
  const { data } = await api.GET("/api/v1/features")
  // An answer that is not there (a network error, a 429) hides nothing: flags only ever switch off.
  return new Set((data?.data ?? []).filter((flag) => !flag.enabled).map((flag) => flag.key))
}

/**
 * Whether the feature of `key` is on for the signed-in user; false while the flags load (so a
 * switched-off feature never flashes up), and for a visitor, who has no flags.
 */
export const useFeature = (key: FeatureKey): boolean => {
  const session = useSession()
  const user = session?.authenticated ? (session.email ?? "signed-in") : undefined
  const [flagsOff, setFlagsOff] = useState(loadedFor === user ? off : undefined)
  useEffect(() => {
    if (user === undefined) return
    if (loadedFor === user && off !== undefined) return setFlagsOff(off)
    void load().then((set) => {
      off = set
      loadedFor = user
      setFlagsOff(set)
    })
  }, [user])
  return flagsOff !== undefined && !flagsOff.has(key)
}
