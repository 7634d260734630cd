import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose"
import { randomUUID } from "node:crypto"
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/**
 * The local development identity provider: an ES256 key pair generated once under `DATA_DIR`,
 * used when no external provider is configured. `fire token mint` signs tokens with it; the
 * server verifies them exactly as it would a provider's (signature, issuer, audience, expiry).
 */

export const DEV_ISSUER = "urn:fire:dev-issuer"
export const DEV_AUDIENCE = "urn:fire:api"
const ALG = "ES256"

interface KeyFile {
  readonly kid: string
  readonly privateJwk: JWK
  readonly publicJwk: JWK
}

const keyPath = (dataDir: string) => join(dataDir, "dev-issuer", "es256.jwk.json")

/**
 * The dev key pair, generated and written (mode 0600) on first use. Created once, atomically:
 * the pair is written to a private temporary file and published with `link`, which fails when
 * the file exists, so of processes starting together on a fresh `DATA_DIR` exactly one key wins
 * and every process (the losers included) then reads that one file.
 */
export const loadOrCreateKeys = async (dataDir: string): Promise<KeyFile> => {
  const path = keyPath(dataDir)
  if (existsSync(path)) return readKeys(path)
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true })
  const publicJwk = await exportJWK(publicKey)
  // The JWK thumbprint (RFC 7638): distinct keys get distinct ids.
  const kid = `dev-${(await calculateJwkThumbprint(publicJwk)).slice(0, 16)}`
  const file: KeyFile = { kid, privateJwk: await exportJWK(privateKey), publicJwk: { ...publicJwk, kid, alg: ALG } }
  mkdirSync(join(dataDir, "dev-issuer"), { recursive: true })
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`
  writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600, flag: "wx" })
  try {
    linkSync(temporary, path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  } finally {
    unlinkSync(temporary)
  }
  return readKeys(path)
}

const readKeys = (path: string): KeyFile => JSON.parse(readFileSync(path, "utf8")) as KeyFile

/** The subject the dev issuer gives an email: stable, so re-minting reaches the same user. */
export const devSubject = (email: string) => `dev|${email.toLowerCase()}`

/** Signs a one-hour token for `email`, issued at `now` (epoch ms). */
export const mint = async (dataDir: string, email: string, now: number): Promise<string> => {
  const keys = await loadOrCreateKeys(dataDir)
  const key = await importJWK(keys.privateJwk, ALG)
  const iat = Math.floor(now / 1000)
  return new SignJWT({ email })
    .setProtectedHeader({ alg: ALG, kid: keys.kid, typ: "JWT" })
    .setSubject(devSubject(email))
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key)
}
