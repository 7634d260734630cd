import { useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../api/client.js"
import { Field, FormProblem } from "../Field.js"
import { navigate } from "../router.js"
import { refreshSession, useSession } from "../session.js"

/**
 * Sign-in. In development without an identity provider the server offers the dev sign-in (an
 * email, no password); elsewhere the provider's own sign-in page is the way in (not built yet).
 */
export const SignIn = () => {
  const session = useSession()
  const [email, setEmail] = useState("")
  const [problem, setProblem] = useState<ApiProblem>()
  const errors = fieldMessages(problem)

  const submit = async (event: Event) => {
    event.preventDefault()
    const { data, error, response } = await api.POST("/api/v1/auth/dev-session", { body: { email } })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    await refreshSession()
    navigate("/account")
  }

  if (session === undefined) return <p>Loading…</p>
  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {session.devSignIn ? (
        <form onSubmit={submit} noValidate>
          <p class="hint">Development sign-in: any email address signs in as that user.</p>
          <Field
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onInput={setEmail}
            error={errors.email}
          />
          <button type="submit">Sign in</button>
          <FormProblem problem={problem} />
        </form>
      ) : (
        <p>This server signs in through its identity provider.</p>
      )}
    </section>
  )
}
