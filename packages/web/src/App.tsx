import { api } from "./api/client.js"
import { lazyPage } from "./lazyPage.js"
import { Calculator } from "./pages/Calculator.js"
import { SignIn } from "./pages/SignIn.js"
import { Link, navigate, useRoute } from "./router.js"
import { refreshSession, useSession } from "./session.js"

// Loaded on first visit, in their own chunks: the first page (the calculator) stays small.
const Plan = lazyPage(() => import("./pages/Plan.js").then((m) => m.default))
const Decisions = lazyPage(() => import("./pages/Decisions.js").then((m) => m.default))
const Account = lazyPage(() => import("./pages/Account.js").then((m) => m.Account))
const Cities = lazyPage(() => import("./pages/Cities.js").then((m) => m.Cities))
const Money = lazyPage(() => import("./pages/Money.js").then((m) => m.Money))

const signOut = async () => {
  await api.DELETE("/api/v1/auth/session")
  await refreshSession()
  navigate("/")
}

/** The shell: a skip link, the navigation with the session, and the page of the route. */
export const App = () => {
  const route = useRoute()
  const session = useSession()
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header>
        <nav aria-label="Main">
          <Link to="/" current={route === "/"}>
            FI calculator
          </Link>
          <Link to="/plan" current={route === "/plan"}>
            Plan
          </Link>
          <Link to="/decisions" current={route === "/decisions"}>
            Decisions
          </Link>
          <Link to="/cities" current={route === "/cities"}>
            Cities
          </Link>
          <Link to="/money" current={route === "/money"}>
            Money
          </Link>
          <Link to="/account" current={route === "/account"}>
            Account
          </Link>
          {session?.authenticated ? (
            <span class="who">
              {session.email}{" "}
              <button type="button" onClick={signOut}>
                Sign out
              </button>
            </span>
          ) : (
            <Link to="/sign-in" current={route === "/sign-in"}>
              Sign in
            </Link>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {route === "/" ? (
          <Calculator />
        ) : route === "/sign-in" ? (
          <SignIn />
        ) : route === "/plan" ? (
          <Plan />
        ) : route === "/decisions" ? (
          <Decisions />
        ) : route === "/cities" ? (
          <Cities />
        ) : route === "/money" ? (
          <Money />
        ) : (
          <Account />
        )}
      </main>
    </>
  )
}
