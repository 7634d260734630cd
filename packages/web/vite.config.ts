import { defineConfig } from "vite"

/**
 * The web app's build (docs/web.md): static files in dist/, served by `fire serve` at `/`.
 * `pnpm --filter @fire/web dev` serves the app with hot reload and sends `/api` to a running
 * `fire serve` (FIRE_API_URL, default http://127.0.0.1:8787), so cookies stay same-origin.
 */
export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": { target: process.env.FIRE_API_URL ?? "http://127.0.0.1:8787", changeOrigin: false } }
  }
})
