import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { Api } from "@fire/http/Api"
import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"

/**
 * The docs a reader gets: docs/api.md's endpoint table lists every endpoint of the OpenAPI document
 * and nothing else, and no doc sends the reader to a file outside the repository.
 */

const root = resolve(import.meta.dirname, "../..")
const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"]

/** `METHOD /path` of every operation of the OpenAPI document, paths without the `/api/v1` prefix. */
const documentEndpoints = (): ReadonlyArray<string> => {
  const paths = (OpenApi.fromApi(Api) as { paths: Record<string, Record<string, unknown>> }).paths
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`)
  )
}

/** `METHOD /path` of every row of the "Endpoints" table: each method of a row with each of its paths. */
const tableEndpoints = (markdown: string): ReadonlyArray<string> => {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Endpoints\n"))
  if (section === undefined) throw new Error('docs/api.md has no "## Endpoints" section')
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*(Method|-+)\s*\|/.test(line))
    .flatMap((line) => {
      const [methods = "", paths = ""] = line.split("|").slice(1, 3)
      const pathList = [...paths.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
      return methods
        .split(",")
        .map((method) => method.trim())
        .flatMap((method) => pathList.map((path) => `${method} ${path}`))
    })
}

/** The Markdown files a reader of the repository meets. */
const markdownFiles = (): ReadonlyArray<string> => {
  const walk = (dir: string): ReadonlyArray<string> =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".md") ? [join(dir, entry.name)] : []
    )
  const packages = readdirSync(join(root, "packages")).map((name) => join(root, "packages", name, "README.md"))
  return [join(root, "README.md"), ...walk(join(root, "docs")), ...packages.filter((file) => existsSync(file))]
}

describe("docs/api.md and the OpenAPI document", () => {
  it("the endpoint table lists every endpoint of the document and nothing else", () => {
    const table = tableEndpoints(readFileSync(join(root, "docs/api.md"), "utf8"))
    const duplicates = table.filter((endpoint, index) => table.indexOf(endpoint) !== index)
    expect(duplicates).toEqual([])
    expect([...table].sort()).toEqual([...documentEndpoints()].sort())
  })
})

describe("the repository's docs", () => {
  it("cite neither the design notes nor numbered sections of a specification outside the repository", () => {
    const citations = markdownFiles().flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /DESIGN\.md|\bspec(ification)?\s+\d|interface-v1/i.test(line)
            ? [`${file.slice(root.length + 1)}:${index + 1}: ${line}`]
            : []
        )
    )
    expect(citations).toEqual([])
    const document = JSON.stringify(OpenApi.fromApi(Api))
    expect(document.match(/.{0,60}(DESIGN\.md|\bspec(ification)?\s+\d|interface-v1).{0,20}/gi) ?? []).toEqual([])
  })

  it("link only to files that exist in the repository", () => {
    const broken = markdownFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(resolve(dirname(file), target)))
        .map((target) => `${file.slice(root.length + 1)} -> ${target}`)
    )
    expect(broken).toEqual([])
  })
})
