import type { FunctionComponent } from "preact"
import { useEffect, useState } from "preact/hooks"

/**
 * A page loaded on first use, in its own chunk, so the first page (the calculator) carries none
 * of its code (the 150 KiB budget of docs/web.md).
 */
export const lazyPage = (load: () => Promise<FunctionComponent>): FunctionComponent => {
  let loaded: FunctionComponent | undefined
  return () => {
    const [Page, setPage] = useState<FunctionComponent | undefined>(() => loaded)
    useEffect(() => {
      if (loaded !== undefined) return
      void load().then((page) => {
        loaded = page
        setPage(() => page)
      })
    }, [])
    return Page === undefined ? <p>Loading…</p> : <Page />
  }
}
