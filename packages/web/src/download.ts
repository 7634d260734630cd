/**
 * Saves `value` as a pretty-printed JSON file named `name` through the browser's download, from
 * a blob URL (the CSP allows no inline data; a blob of our own origin is not script).
 */
export const downloadJson = (name: string, value: unknown): void => {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
