import type { ComponentChildren } from "preact"
import { Link } from "./router.js"
import { useSession } from "./session.js"

/** The children for a signed-in user; a visitor is asked to sign in to see `what`. */
export const SignedInOnly = (props: { readonly what: string; readonly children: ComponentChildren }) => {
  const session = useSession()
  if (session === undefined) return <p>Loading…</p>
  if (!session.authenticated)
    return (
      <p>
        <Link to="/sign-in">Sign in</Link> to see {props.what}.
      </p>
    )
  return <>{props.children}</>
}
