import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem, fieldMessages } from "../../api/client.js"
import type { paths } from "../../api/schema.js"
import { Field, FormProblem } from "../../Field.js"

type ApiKey = paths["/api/v1/user/api-keys"]["get"]["responses"]["200"]["content"]["application/json"]["data"][number]

/** API keys: create (the key shown this once), list, revoke. */
export const ApiKeys = () => {
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
