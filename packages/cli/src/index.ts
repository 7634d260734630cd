export { fireFor, run, type Subcommand, subcommands, version } from "./cli.js"
