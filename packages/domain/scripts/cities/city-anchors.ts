/**
 * Authoring table: public pages read on 2026-11-21 (stored copies) that anchor a city's rent
 * estimate. Each note quotes the figure the page gives; the catalogue's own figure is an estimate
 * informed by these, not a copy of any one of them.
 */
export interface RentAnchor {
  readonly publisher: string
  readonly url: string
  readonly retrieved: string
  readonly note: string
}

const read = "2026-11-21"

export const cityAnchors: Readonly<Record<string, ReadonlyArray<RentAnchor>>> = {
  lisbon: [
    {
      publisher: "Investropa (Portugal property guide)",
      url: "https://investropa.com/blogs/news/lisbon-living-worth-price",
      retrieved: read,
      note: "One-bedroom rent 1,000-1,420 EUR (central areas up to 1,800), September 2025"
    },
    {
      publisher: "Relocate.me, citing Numbeo",
      url: "https://relocate.me/cost-of-living/portugal/lisbon",
      retrieved: read,
      note: "About 1,835 EUR a month for a single person including rent, March 2025"
    }
  ],
  berlin: [
    {
      publisher: "Investropa (Germany property guide)",
      url: "https://investropa.com/blogs/news/average-rent-per-sqm-berlin",
      retrieved: read,
      note: "Asking rents 15.79 EUR/m2 city-wide, Mitte 18-23.40 EUR/m2, June 2025"
    }
  ],
  tbilisi: [
    {
      publisher: "BTU AI analytics, citing Numbeo",
      url: "https://btuai.ge/en/rent-prices-vs-salaries-how-affordable-is-life-in-modern-tbilisi",
      retrieved: read,
      note: "Central one-bedroom 1,100-1,200 GEL (400-450 USD), second half of 2024"
    },
    {
      publisher: "LatestCost",
      url: "https://latestcost.com/tbilisi-cost-living-practical-price",
      retrieved: read,
      note: "Central one-bedroom 350-850 USD, average 550 USD (2026 guide)"
    }
  ],
  "chiang-mai": [
    {
      publisher: "Juzgo Travel",
      url: "https://www.juzgotravel.com/post/the-insiders-guide-to-living-in-chiang-mai",
      retrieved: read,
      note: "Small one-room apartment near Nimmanhaemin Road at least 10,000 THB a month"
    }
  ]
}
