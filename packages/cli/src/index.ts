export { fire, run } from "./cli.js"
