import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../api/client.js"
import type { paths } from "../api/schema.js"
import { Field, FormProblem } from "../Field.js"
import { Link } from "../router.js"
import { useSession } from "../session.js"

type Profile = paths["/api/v1/user/profile"]["get"]["responses"]["200"]["content"]["application/json"]["data"]
type ApiKey = paths["/api/v1/user/api-keys"]["get"]["responses"]["200"]["content"]["application/json"]["data"][number]

/** The profile form: name, avatar and birth year; the API's field errors shown on their fields. */
const ProfileForm = (props: { readonly profile: Profile; readonly onSaved: (p: Profile) => void }) => {
  const [form, setForm] = useState({
    fullName: props.profile.fullName ?? "",
    avatarUrl: props.profile.avatarUrl ?? "",
    birthYear: props.profile.birthYear == null ? "" : String(props.profile.birthYear)
  })
  const [problem, setProblem] = useState<ApiProblem>()
  const [saved, setSaved] = useState(false)
  const errors = fieldMessages(problem)
  const submit = async (event: Event) => {
    event.preventDefault()
    setSaved(false)
    const { data, error, response } = await api.PUT("/api/v1/user/profile", {
      body: {
        fullName: form.fullName.trim() === "" ? null : form.fullName,
        avatarUrl: form.avatarUrl.trim() === "" ? null : form.avatarUrl,
        birthYear: form.birthYear.trim() === "" ? null : Number(form.birthYear)
      }
    })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setSaved(true)
    props.onSaved(data.data)
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <p>
        {props.profile.email} · {props.profile.subscriptionTier} plan
      </p>
      <Field
        name="fullName"
        label="Name"
        autoComplete="name"
        value={form.fullName}
        onInput={(v) => setForm({ ...form, fullName: v })}
        error={errors.fullName}
      />
      <Field
        name="avatarUrl"
        label="Avatar URL"
        type="url"
        value={form.avatarUrl}
        onInput={(v) => setForm({ ...form, avatarUrl: v })}
        error={errors.avatarUrl}
        hint="A web address, http:// or https://"
      />
      <Field
        name="birthYear"
        label="Birth year"
        type="number"
        value={form.birthYear}
        onInput={(v) => setForm({ ...form, birthYear: v })}
        error={errors.birthYear}
      />
      <button type="submit">Save profile</button>
      {saved ? <p role="status">Saved.</p> : null}
      <FormProblem problem={problem} />
    </form>
  )
}

/** API keys: create (the key shown this once), list, revoke. */
const ApiKeys = () => {
  const [keys, setKeys] = useState<ReadonlyArray<ApiKey>>([])
  const [name, setName] = useState("")
  const [created, setCreated] = useState<string>()
  const [problem, setProblem] = useState<ApiProblem>()
  const errors = fieldMessages(problem)
  const load = async () => {
    const { data } = await api.GET("/api/v1/user/api-keys")
    if (data !== undefined) setKeys(data.data)
  }
  useEffect(() => {
    void load()
  }, [])
  const create = async (event: Event) => {
    event.preventDefault()
    const { data, error, response } = await api.POST("/api/v1/user/api-keys", { body: { name } })
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setProblem(undefined)
    setCreated(data.data.key)
    setName("")
    await load()
  }
  const revoke = async (id: string) => {
    const { error, response } = await api.DELETE("/api/v1/user/api-keys/{keyId}", { params: { path: { keyId: id } } })
    if (error !== undefined) setProblem(asProblem(error, response.status))
    await load()
  }
  return (
    <section aria-labelledby="keys-title">
      <h2 id="keys-title">API keys</h2>
      <form onSubmit={create} noValidate>
        <Field name="name" label="New key's name" value={name} onInput={setName} error={errors.name} />
        <button type="submit">Create key</button>
      </form>
      {created !== undefined ? (
        <div class="notice" role="status">
          <p>Your new key. Copy it now: it is not shown again.</p>
          <code class="secret">{created}</code>
          <button type="button" onClick={() => setCreated(undefined)}>
            I have copied it
          </button>
        </div>
      ) : null}
      <FormProblem problem={problem} />
      <ul class="keys">
        {keys.map((key) => (
          <li key={key.id}>
            <span>
              <strong>{key.name}</strong>{" "}
              <code>
                {key.prefix}…{key.lastFour}
              </code>{" "}
              {key.revokedAt === null ? "" : <em>revoked</em>}
            </span>
            {key.revokedAt === null ? (
              <button type="button" onClick={() => revoke(key.id)} aria-label={`Revoke ${key.name}`}>
                Revoke
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The account page: profile and API keys; asks to sign in first. */
export const Account = () => {
  const session = useSession()
  const [profile, setProfile] = useState<Profile>()
  useEffect(() => {
    if (session?.authenticated !== true) return
    void api.GET("/api/v1/user/profile").then(({ data }) => setProfile(data?.data))
  }, [session?.authenticated])
  if (session === undefined) return <p>Loading…</p>
  if (!session.authenticated)
    return (
      <section>
        <h1>Account</h1>
        <p>
          <Link to="/sign-in">Sign in</Link> to see your account.
        </p>
      </section>
    )
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Account</h1>
      {profile === undefined ? <p>Loading…</p> : <ProfileForm profile={profile} onSaved={setProfile} />}
      <ApiKeys />
    </section>
  )
}
