import type { ComponentChildren } from "preact"
import { useEffect, useState } from "preact/hooks"

import routes from "../public/routes.json"

/** The app's routes. public/routes.json lists them for `fire serve`, which answers each with index.html. */
export type Route = "/" | "/sign-in" | "/account" | "/plan" | "/decisions" | "/cities" | "/money"

const ROUTES: ReadonlyArray<string> = routes

const current = (): Route => {
  const path = window.location.pathname
  return ROUTES.includes(path) ? (path as Route) : "/"
}

/** Moves to `route` without a page load, as a link would. */
export const navigate = (route: Route) => {
  if (window.location.pathname !== route) window.history.pushState(null, "", route)
  window.dispatchEvent(new PopStateEvent("popstate"))
}

/** The current route, following history navigation. */
export const useRoute = (): Route => {
  const [route, setRoute] = useState(current)
  useEffect(() => {
    const update = () => setRoute(current())
    window.addEventListener("popstate", update)
    return () => window.removeEventListener("popstate", update)
  }, [])
  return route
}

/** A real link (it works without script and opens in a new tab), routed in place when clicked. */
export const Link = (props: {
  readonly to: Route
  readonly children: ComponentChildren
  readonly current?: boolean
}) => (
  <a
    href={props.to}
    aria-current={props.current ? "page" : undefined}
    onClick={(event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      navigate(props.to)
    }}
  >
    {props.children}
  </a>
)
