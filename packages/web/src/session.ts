import { useEffect, useState } from "preact/hooks"
import { api } from "./api/client.js"
import type { paths } from "./api/schema.js"

/** What `GET /auth/session` says: who is signed in, and whether the dev sign-in exists. */
export type SessionStatus =
  paths["/api/v1/auth/session"]["get"]["responses"]["200"]["content"]["application/json"]["data"]

let status: SessionStatus | undefined
const listeners = new Set<(s: SessionStatus | undefined) => void>()

/** Asks the server who is signed in and tells every component that shows it. */
export const refreshSession = async (): Promise<void> => {
  const { data } = await api.GET("/api/v1/auth/session")
  status = data?.data
  for (const listener of listeners) listener(status)
}

/** The session status, loaded once and kept current across sign-in and sign-out. */
export const useSession = (): SessionStatus | undefined => {
  const [value, setValue] = useState(status)
  useEffect(() => {
    listeners.add(setValue)
    // The answer may have come between this component's render and this effect (effects run after
    // paint): then no listener call reaches it, so take the status as it is now.
    if (status === undefined) void refreshSession()
    else setValue(status)
    return () => {
      listeners.delete(setValue)
    }
  }, [])
  return value
}
