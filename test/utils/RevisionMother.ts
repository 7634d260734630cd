/** Object Mother of revision contents (the frozen plan of a FIRE Decision scenario). */
export const RevisionMother = {
  /** A US couple, 75/25 in US equities and bonds, $1M, spending $40k, moving to Lisbon. */
  usRetireeToLisbon: () => ({
    household: { birthYears: [1975, 1977], citizenships: ["US"], residenceCountry: "US" },
    positions: [
      { assetFactor: "us_equity", currency: "USD", value: 750_000, annualFee: 0.0005 },
      { assetFactor: "us_bond_10y", currency: "USD", value: 250_000, annualFee: 0.0005 }
    ],
    requiredNetSpending: { amount: 40_000, currency: "USD" },
    discretionarySpending: { amount: 5_000, currency: "USD" },
    incomeStreams: [
      { id: "social-security", amount: 18_000, currency: "USD", startYear: 20, endYear: 40, inflationLinked: true }
    ],
    destinationCitySlugs: ["lisbon"],
    claims: [
      "spending.sustainable",
      "budget.destination_covered",
      "tax.destination_modeled",
      "visa.residence_path",
      "fx.exposure_bounded"
    ]
  })
}
