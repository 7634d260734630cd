import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem } from "../../api/client.js"
import type { paths } from "../../api/schema.js"
import { FormProblem } from "../../Field.js"

type Listing = paths["/api/v1/notifications"]["get"]["responses"]["200"]["content"]["application/json"]
type Notification = Listing["data"][number]

const when = (iso: string) => new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" })

/** The user's notifications, newest first: unread ones marked, each can be marked read, or all at once. */
export const Notifications = () => {
  const [listing, setListing] = useState<Listing>()
  const [problem, setProblem] = useState<ApiProblem>()
  const load = async () => {
    const { data, error, response } = await api.GET("/api/v1/notifications", { params: { query: { limit: "50" } } })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setListing(data)
  }
  useEffect(() => {
    void load()
  }, [])
  const markRead = async (notification: Notification) => {
    const { error, response } = await api.POST("/api/v1/notifications/{notificationId}/read", {
      params: { path: { notificationId: notification.id } }
    })
    if (error !== undefined) return setProblem(asProblem(error, response.status))
    await load()
  }
  const markAll = async () => {
    const { error, response } = await api.POST("/api/v1/notifications/read-all")
    if (error !== undefined) return setProblem(asProblem(error, response.status))
    await load()
  }
  const unread = listing?.meta.unread ?? 0
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications{unread === 0 ? "" : ` (${unread} unread)`}</h2>
      <FormProblem problem={problem} />
      {listing === undefined ? null : listing.data.length === 0 ? (
        <p>No notifications.</p>
      ) : (
        <>
          <ul class="notifications">
            {listing.data.map((n) => (
              <li key={n.id} class={n.read ? "read" : "unread"}>
                <div>
                  <strong>{n.title}</strong>
                  {n.read ? "" : <span class="badge">new</span>}
                  <p>{n.message}</p>
                  <p class="hint">{when(n.created_at)}</p>
                </div>
                {n.read ? null : (
                  <button type="button" class="quiet" onClick={() => markRead(n)} aria-label={`Mark read: ${n.title}`}>
                    Mark read
                  </button>
                )}
              </li>
            ))}
          </ul>
          <button type="button" disabled={unread === 0} onClick={markAll}>
            Mark all read
          </button>
        </>
      )}
    </section>
  )
}
