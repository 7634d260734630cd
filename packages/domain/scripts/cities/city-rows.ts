/**
 * Authoring table: one row per city, read only by write-city-data.ts. Each row holds what is
 * specific to the city; country-level facts come from country-facts.ts.
 *
 * - rent: asking rent of a one-bedroom apartment in the city centre, EUR per month, 2025 levels.
 *   The author's estimate, anchored on the public sources named in docs/data/cities.md (±25%).
 * - safety, healthcare, climate, internet, english: the author's 0..100 ratings on the rubric of
 *   docs/data/cities.md, informed by public indices; ±10 points.
 * - cityFactor: non-housing prices of the city relative to its country's average (1 = average).
 * - geonames: the GeoNames name when it differs from the catalogue's English name (checked by the writer).
 * - tax: [top income %, top capital-gains %] when the city's state, province or canton changes the
 *   country's figures.
 */
export interface CityRow {
  readonly slug: string
  readonly name: string
  readonly countryCode: string
  readonly region: string
  readonly lat: number
  readonly lng: number
  readonly rent: number
  readonly safety: number
  readonly healthcare: number
  readonly climate: number
  readonly internet: number
  readonly english: number
  readonly cityFactor: number
  readonly geonames?: string
  readonly tax?: readonly [number, number]
}

type Extra = { readonly cityFactor?: number; readonly geonames?: string; readonly tax?: readonly [number, number] }

const c = (
  slug: string,
  name: string,
  countryCode: string,
  region: string,
  lat: number,
  lng: number,
  rent: number,
  [safety, healthcare, climate, internet, english]: readonly [number, number, number, number, number],
  extra: Extra = {}
): CityRow => ({
  slug,
  name,
  countryCode,
  region,
  lat,
  lng,
  rent,
  safety,
  healthcare,
  climate,
  internet,
  english,
  cityFactor: extra.cityFactor ?? 1,
  ...(extra.geonames === undefined ? {} : { geonames: extra.geonames }),
  ...(extra.tax === undefined ? {} : { tax: extra.tax })
})

// US top rates: federal 37 (+3.8 NIIT on gains, 20 + 3.8 = 23.8) plus state and local top rates.
const california = { tax: [50.3, 37.1] } as const

export const cityRows: ReadonlyArray<CityRow> = [
  // Europe
  c("lisbon", "Lisbon", "PT", "Lisbon", 38.7223, -9.1393, 1250, [70, 78, 85, 85, 75], { cityFactor: 1.05 }),
  c("porto", "Porto", "PT", "Porto", 41.1579, -8.6291, 1000, [72, 78, 78, 85, 70]),
  c("funchal", "Funchal", "PT", "Madeira", 32.6669, -16.9241, 900, [80, 72, 90, 80, 65]),
  c("faro", "Faro", "PT", "Faro", 37.0194, -7.9322, 850, [78, 70, 88, 78, 65]),
  c("valencia", "Valencia", "ES", "Valencia", 39.4699, -0.3763, 950, [72, 80, 88, 88, 55], { tax: [54, 30] }),
  c("barcelona", "Barcelona", "ES", "Catalonia", 41.3874, 2.1686, 1300, [58, 82, 85, 90, 65], {
    cityFactor: 1.05,
    tax: [50, 30]
  }),
  c("madrid", "Madrid", "ES", "Madrid", 40.4168, -3.7038, 1300, [68, 84, 78, 90, 60], {
    cityFactor: 1.05,
    tax: [45, 30]
  }),
  c("malaga", "Málaga", "ES", "Andalusia", 36.7213, -4.4214, 950, [72, 78, 90, 85, 62], { tax: [47, 30] }),
  c("seville", "Seville", "ES", "Andalusia", 37.3891, -5.9845, 850, [68, 78, 80, 85, 52], {
    geonames: "Sevilla",
    tax: [47, 30]
  }),
  c("las-palmas", "Las Palmas de Gran Canaria", "ES", "Canary Islands", 28.1235, -15.4363, 800, [72, 75, 95, 82, 58], {
    tax: [50.5, 30]
  }),
  c("berlin", "Berlin", "DE", "State of Berlin", 52.52, 13.405, 1200, [62, 82, 55, 75, 80]),
  c("munich", "Munich", "DE", "Bavaria", 48.1351, 11.582, 1600, [78, 85, 55, 78, 78], { cityFactor: 1.1 }),
  c("hamburg", "Hamburg", "DE", "Hamburg", 53.5511, 9.9937, 1250, [68, 84, 50, 78, 78]),
  c("paris", "Paris", "FR", "Ile-de-France", 48.8566, 2.3522, 1400, [55, 85, 65, 88, 55], { cityFactor: 1.15 }),
  c("lyon", "Lyon", "FR", "Rhone-Alpes", 45.764, 4.8357, 900, [60, 84, 68, 85, 45]),
  c("nice", "Nice", "FR", "Provence-Alpes-Cote d'Azur", 43.7102, 7.262, 1000, [62, 82, 85, 82, 50], {
    cityFactor: 1.05
  }),
  c("rome", "Rome", "IT", "Lazio", 41.9028, 12.4964, 1200, [60, 78, 80, 70, 50]),
  c("milan", "Milan", "IT", "Lombardy", 45.4642, 9.19, 1500, [62, 84, 65, 78, 55], {
    cityFactor: 1.1,
    tax: [45.5, 26]
  }),
  c("florence", "Florence", "IT", "Tuscany", 43.7696, 11.2558, 1100, [68, 80, 75, 72, 55]),
  c("athens", "Athens", "GR", "Attica", 37.9838, 23.7275, 650, [62, 68, 85, 65, 65]),
  c("thessaloniki", "Thessaloniki", "GR", "Central Macedonia", 40.6401, 22.9444, 500, [66, 68, 78, 62, 60], {
    geonames: "Thessaloníki"
  }),
  c("amsterdam", "Amsterdam", "NL", "North Holland", 52.3676, 4.9041, 2000, [70, 85, 55, 92, 95], { cityFactor: 1.1 }),
  c("rotterdam", "Rotterdam", "NL", "South Holland", 51.9244, 4.4777, 1450, [65, 85, 55, 92, 92]),
  c("dublin", "Dublin", "IE", "Leinster", 53.3498, -6.2603, 2200, [60, 72, 52, 82, 100], { cityFactor: 1.05 }),
  c("zurich", "Zurich", "CH", "Zurich", 47.3769, 8.5417, 2500, [85, 92, 60, 90, 75], {
    cityFactor: 1.1,
    geonames: "Zürich",
    tax: [41, 0]
  }),
  c("geneva", "Geneva", "CH", "Geneva", 46.2044, 6.1432, 2300, [78, 92, 62, 88, 72], { cityFactor: 1.1, tax: [45, 0] }),
  c("london", "London", "GB", "England", 51.5074, -0.1278, 2500, [58, 78, 58, 85, 100], { cityFactor: 1.15 }),
  c("edinburgh", "Edinburgh", "GB", "Scotland", 55.9533, -3.1883, 1300, [72, 78, 45, 82, 100], { tax: [48, 24] }),
  c("manchester", "Manchester", "GB", "England", 53.4808, -2.2426, 1200, [58, 76, 48, 84, 100]),
  c("prague", "Prague", "CZ", "Prague", 50.0755, 14.4378, 900, [80, 80, 55, 80, 65], { cityFactor: 1.05 }),
  c("brno", "Brno", "CZ", "South Moravian", 49.1951, 16.6068, 650, [80, 78, 55, 80, 55]),
  c("budapest", "Budapest", "HU", "Budapest", 47.4979, 19.0402, 750, [72, 70, 58, 85, 60]),
  c("krakow", "Kraków", "PL", "Lesser Poland", 50.0647, 19.945, 750, [80, 72, 52, 85, 65]),
  c("warsaw", "Warsaw", "PL", "Mazovia", 52.2297, 21.0122, 900, [78, 74, 52, 88, 68], { cityFactor: 1.05 }),
  c("wroclaw", "Wrocław", "PL", "Lower Silesia", 51.1079, 17.0385, 700, [78, 72, 52, 85, 62]),
  c("sofia", "Sofia", "BG", "Sofia-Capital", 42.6977, 23.3219, 550, [70, 62, 60, 82, 55]),
  c("varna", "Varna", "BG", "Varna", 43.2141, 27.9147, 450, [72, 58, 72, 78, 50]),
  c("plovdiv", "Plovdiv", "BG", "Plovdiv", 42.1354, 24.7453, 400, [72, 58, 65, 78, 45]),
  c("split", "Split", "HR", "Split-Dalmatia", 43.5081, 16.4402, 750, [80, 68, 85, 70, 72], { tax: [30, 12] }),
  c("zagreb", "Zagreb", "HR", "Zagreb", 45.815, 15.9819, 700, [80, 72, 58, 72, 72]),
  c("dubrovnik", "Dubrovnik", "HR", "Dubrovnik-Neretva", 42.6507, 18.0944, 950, [85, 65, 85, 68, 75], {
    tax: [30, 12]
  }),
  c("tallinn", "Tallinn", "EE", "Harjumaa", 59.437, 24.7536, 800, [78, 76, 38, 88, 80]),
  c("tbilisi", "Tbilisi", "GE", "Tbilisi", 41.7151, 44.8271, 550, [75, 58, 68, 70, 55]),
  c("batumi", "Batumi", "GE", "Adjara", 41.6168, 41.6367, 400, [72, 52, 70, 65, 45]),
  c("limassol", "Limassol", "CY", "Limassol", 34.7071, 33.0226, 1400, [78, 72, 90, 72, 85]),
  c("paphos", "Paphos", "CY", "Pafos", 34.7754, 32.4245, 900, [80, 68, 90, 68, 85]),
  c("valletta", "Valletta", "MT", "Valletta", 35.8989, 14.5146, 1200, [78, 80, 88, 75, 95]),
  c("bucharest", "Bucharest", "RO", "Bucharest", 44.4268, 26.1025, 600, [72, 62, 60, 90, 70]),
  c("cluj-napoca", "Cluj-Napoca", "RO", "Cluj County", 46.7712, 23.6236, 550, [80, 65, 55, 90, 70]),
  c("vienna", "Vienna", "AT", "State of Vienna", 48.2082, 16.3738, 1000, [82, 88, 58, 78, 72], { cityFactor: 1.05 }),
  c("copenhagen", "Copenhagen", "DK", "Capital Region", 55.6761, 12.5683, 1500, [82, 86, 45, 90, 92], {
    cityFactor: 1.05
  }),
  c("ljubljana", "Ljubljana", "SI", "Ljubljana", 46.0569, 14.5058, 850, [88, 80, 58, 80, 75]),
  c("belgrade", "Belgrade", "RS", "Central Serbia", 44.7866, 20.4489, 600, [70, 62, 60, 72, 62]),
  c("tirana", "Tirana", "AL", "Tirana", 41.3275, 19.8187, 500, [72, 55, 75, 68, 58]),
  c("vilnius", "Vilnius", "LT", "Vilnius", 54.6872, 25.2797, 750, [80, 74, 45, 88, 68]),
  c("riga", "Riga", "LV", "Riga", 56.9496, 24.1052, 650, [74, 70, 42, 85, 65]),
  c("istanbul", "Istanbul", "TR", "Istanbul", 41.0082, 28.9784, 700, [58, 72, 68, 65, 45], { cityFactor: 1.1 }),
  c("antalya", "Antalya", "TR", "Antalya", 36.8969, 30.7133, 550, [68, 70, 88, 62, 45]),
  c("stockholm", "Stockholm", "SE", "Stockholm", 59.3293, 18.0686, 1300, [70, 84, 40, 90, 92], { cityFactor: 1.05 }),
  // Asia
  c("chiang-mai", "Chiang Mai", "TH", "Chiang Mai", 18.7883, 98.9853, 330, [78, 72, 70, 80, 50]),
  c("bangkok", "Bangkok", "TH", "Bangkok", 13.7563, 100.5018, 550, [70, 80, 62, 88, 55], { cityFactor: 1.1 }),
  c("phuket", "Phuket", "TH", "Phuket", 7.8804, 98.3923, 550, [72, 72, 78, 78, 55], { cityFactor: 1.1 }),
  c("kuala-lumpur", "Kuala Lumpur", "MY", "Kuala Lumpur", 3.139, 101.6869, 500, [65, 78, 62, 85, 80], {
    cityFactor: 1.05
  }),
  c("penang", "Penang (George Town)", "MY", "Penang", 5.4141, 100.3288, 400, [72, 78, 65, 82, 80], {
    geonames: "George Town"
  }),
  c("canggu", "Canggu (Bali)", "ID", "Bali", -8.6478, 115.1385, 600, [70, 55, 80, 62, 72], { cityFactor: 1.25 }),
  c("da-nang", "Da Nang", "VN", "Da Nang City", 16.0544, 108.2022, 350, [78, 55, 72, 75, 45]),
  c(
    "ho-chi-minh-city",
    "Ho Chi Minh City",
    "VN",
    "Ho Chi Minh City (HCMC)",
    10.8231,
    106.6297,
    500,
    [68, 62, 62, 80, 50],
    {
      cityFactor: 1.05
    }
  ),
  c("hanoi", "Hanoi", "VN", "Hanoi", 21.0278, 105.8342, 450, [75, 62, 55, 80, 45]),
  c("tokyo", "Tokyo", "JP", "Tokyo", 35.6762, 139.6503, 1000, [92, 90, 65, 90, 35], { cityFactor: 1.1 }),
  c("osaka", "Osaka", "JP", "Osaka", 34.6937, 135.5023, 650, [88, 88, 65, 88, 30]),
  c("fukuoka", "Fukuoka", "JP", "Fukuoka", 33.5904, 130.4017, 550, [90, 86, 68, 88, 30]),
  c("kyoto", "Kyoto", "JP", "Kyoto", 35.0116, 135.7681, 650, [90, 86, 62, 85, 32]),
  c("seoul", "Seoul", "KR", "Seoul", 37.5665, 126.978, 750, [85, 90, 55, 98, 45], { cityFactor: 1.1 }),
  c("busan", "Busan", "KR", "Busan", 35.1796, 129.0756, 450, [85, 86, 62, 95, 38]),
  c("taipei", "Taipei", "TW", "Taiwan", 25.033, 121.5654, 650, [90, 88, 62, 90, 50]),
  c("singapore", "Singapore", "SG", "Singapore", 1.3521, 103.8198, 2600, [92, 92, 55, 98, 95]),
  c("cebu-city", "Cebu City", "PH", "Central Visayas", 10.3157, 123.8854, 350, [60, 55, 72, 60, 85]),
  c("phnom-penh", "Phnom Penh", "KH", "Phnom Penh", 11.5564, 104.9282, 450, [60, 45, 60, 65, 55]),
  c("colombo", "Colombo", "LK", "Western Province", 6.9271, 79.8612, 400, [65, 58, 65, 60, 70]),
  c("kathmandu", "Kathmandu", "NP", "Bagmati Province", 27.7172, 85.324, 250, [65, 45, 68, 50, 55]),
  // North America
  c("new-york", "New York City", "US", "New York", 40.7128, -74.006, 3800, [62, 85, 60, 90, 100], {
    cityFactor: 1.25,
    tax: [51.8, 38.6]
  }),
  c("san-francisco", "San Francisco", "US", "California", 37.7749, -122.4194, 3200, [55, 88, 78, 92, 100], {
    cityFactor: 1.2,
    ...california
  }),
  c("los-angeles", "Los Angeles", "US", "California", 34.0522, -118.2437, 2500, [55, 85, 90, 88, 95], {
    cityFactor: 1.1,
    ...california
  }),
  c("san-diego", "San Diego", "US", "California", 32.7157, -117.1611, 2600, [68, 86, 92, 88, 95], {
    cityFactor: 1.1,
    ...california
  }),
  c("sacramento", "Sacramento", "US", "California", 38.5816, -121.4944, 1800, [58, 84, 80, 85, 100], california),
  c("austin", "Austin", "US", "Texas", 30.2672, -97.7431, 1800, [65, 84, 70, 88, 100]),
  c("miami", "Miami", "US", "Florida", 25.7617, -80.1918, 2700, [58, 84, 82, 85, 85], { cityFactor: 1.05 }),
  c("denver", "Denver", "US", "Colorado", 39.7392, -104.9903, 1800, [62, 85, 72, 88, 100], { tax: [41.4, 28.2] }),
  c("seattle", "Seattle", "US", "Washington", 47.6062, -122.3321, 2300, [60, 88, 55, 92, 100], {
    cityFactor: 1.1,
    tax: [37, 33.7]
  }),
  c("chicago", "Chicago", "US", "Illinois", 41.8781, -87.6298, 2000, [52, 86, 50, 88, 100], {
    cityFactor: 1.05,
    tax: [42, 28.8]
  }),
  c("boston", "Boston", "US", "Massachusetts", 42.3601, -71.0589, 2800, [68, 92, 52, 90, 100], {
    cityFactor: 1.1,
    tax: [46, 32.8]
  }),
  c("portland", "Portland", "US", "Oregon", 45.5152, -122.6784, 1600, [55, 84, 58, 85, 100], { tax: [50.9, 37.7] }),
  c("phoenix", "Phoenix", "US", "Arizona", 33.4484, -112.074, 1500, [58, 82, 65, 85, 95], { tax: [39.5, 26.3] }),
  c("honolulu", "Honolulu", "US", "Hawaii", 21.3069, -157.8583, 2400, [70, 85, 95, 82, 100], {
    cityFactor: 1.2,
    tax: [48, 31.1]
  }),
  c("toronto", "Toronto", "CA", "Ontario", 43.6532, -79.3832, 1900, [72, 82, 50, 85, 100], {
    cityFactor: 1.05,
    tax: [53.5, 26.8]
  }),
  c("vancouver", "Vancouver", "CA", "British Columbia", 49.2827, -123.1207, 2000, [70, 82, 62, 85, 100], {
    cityFactor: 1.05,
    tax: [53.5, 26.8]
  }),
  c("montreal", "Montreal", "CA", "Quebec", 45.5017, -73.5673, 1300, [75, 78, 45, 85, 70], {
    geonames: "Montréal",
    tax: [53.3, 26.7]
  }),
  c("calgary", "Calgary", "CA", "Alberta", 51.0447, -114.0719, 1300, [72, 82, 45, 85, 100], { tax: [48, 24] }),
  // Latin America
  c("mexico-city", "Mexico City", "MX", "Mexico City", 19.4326, -99.1332, 900, [50, 70, 80, 75, 45], {
    cityFactor: 1.05
  }),
  c("oaxaca", "Oaxaca", "MX", "Oaxaca", 17.0732, -96.7266, 450, [60, 55, 82, 60, 35]),
  c("playa-del-carmen", "Playa del Carmen", "MX", "Quintana Roo", 20.6296, -87.0739, 800, [58, 60, 85, 65, 65], {
    cityFactor: 1.1
  }),
  c("guadalajara", "Guadalajara", "MX", "Jalisco", 20.6597, -103.3496, 650, [50, 70, 85, 72, 40]),
  c("merida", "Mérida", "MX", "Yucatan", 20.9674, -89.5926, 550, [78, 68, 65, 70, 45]),
  c("puerto-vallarta", "Puerto Vallarta", "MX", "Jalisco", 20.6534, -105.2253, 800, [65, 62, 85, 65, 60], {
    cityFactor: 1.1
  }),
  c(
    "san-miguel-de-allende",
    "San Miguel de Allende",
    "MX",
    "Guanajuato",
    20.9144,
    -100.7452,
    800,
    [65, 60, 85, 62, 60],
    {
      cityFactor: 1.1
    }
  ),
  c("medellin", "Medellín", "CO", "Antioquia", 6.2442, -75.5812, 650, [52, 72, 92, 75, 40]),
  c("bogota", "Bogotá", "CO", "Bogota D.C.", 4.711, -74.0721, 550, [45, 74, 60, 75, 40]),
  c("cartagena", "Cartagena", "CO", "Bolivar", 10.391, -75.4794, 700, [55, 62, 70, 65, 45], { cityFactor: 1.1 }),
  c("buenos-aires", "Buenos Aires", "AR", "Buenos Aires F.D.", -34.6037, -58.3816, 600, [55, 75, 78, 70, 55]),
  c("mendoza", "Mendoza", "AR", "Mendoza", -32.8895, -68.8458, 400, [62, 68, 75, 62, 40]),
  c("santiago", "Santiago", "CL", "Santiago Metropolitan", -33.4489, -70.6693, 600, [55, 78, 75, 85, 40]),
  c("lima", "Lima", "PE", "Lima Province", -12.0464, -77.0428, 600, [48, 65, 72, 68, 40]),
  c("cuenca", "Cuenca", "EC", "Azuay", -2.9001, -79.0059, 450, [68, 65, 70, 60, 40]),
  c("quito", "Quito", "EC", "Pichincha", -0.1807, -78.4678, 500, [52, 65, 65, 62, 40]),
  c("san-jose", "San José", "CR", "San Jose", 9.9281, -84.0907, 700, [55, 75, 80, 70, 55]),
  c("panama-city", "Panama City", "PA", "Panama", 8.9824, -79.5199, 1100, [62, 72, 65, 75, 55], { cityFactor: 1.1 }),
  c("boquete", "Boquete", "PA", "Chiriqui", 8.7806, -82.4415, 600, [78, 58, 85, 60, 50]),
  c("florianopolis", "Florianópolis", "BR", "Santa Catarina", -27.5954, -48.548, 550, [65, 72, 82, 75, 40]),
  c("rio-de-janeiro", "Rio de Janeiro", "BR", "Rio de Janeiro", -22.9068, -43.1729, 650, [40, 68, 85, 75, 40]),
  c("sao-paulo", "São Paulo", "BR", "Sao Paulo", -23.5505, -46.6333, 650, [45, 78, 72, 80, 40], { cityFactor: 1.05 }),
  c("montevideo", "Montevideo", "UY", "Montevideo Department", -34.9011, -56.1645, 700, [65, 75, 68, 82, 45]),
  // Africa
  c("cape-town", "Cape Town", "ZA", "Western Cape", -33.9249, 18.4241, 700, [40, 68, 88, 70, 95]),
  c("johannesburg", "Johannesburg", "ZA", "Gauteng", -26.2041, 28.0473, 600, [32, 70, 78, 70, 95]),
  c("marrakech", "Marrakech", "MA", "Marrakesh-Safi", 31.6295, -7.9811, 450, [62, 50, 82, 62, 45], {
    geonames: "Marrakesh"
  }),
  c("agadir", "Agadir", "MA", "Souss-Massa", 30.4278, -9.5981, 400, [70, 52, 90, 60, 45]),
  c("nairobi", "Nairobi", "KE", "Nairobi County", -1.2921, 36.8219, 600, [45, 58, 85, 62, 85], { cityFactor: 1.1 }),
  c("cairo", "Cairo", "EG", "Cairo", 30.0444, 31.2357, 350, [55, 52, 65, 55, 55]),
  c("port-louis", "Port Louis", "MU", "Port Louis", -20.1609, 57.5012, 700, [72, 62, 88, 68, 80]),
  c("accra", "Accra", "GH", "Greater Accra", 5.6037, -0.187, 700, [60, 50, 62, 55, 90], { cityFactor: 1.15 }),
  c("kigali", "Kigali", "RW", "Kigali", -1.9441, 30.0619, 550, [82, 52, 85, 58, 55]),
  c("dakar", "Dakar", "SN", "Dakar", 14.7167, -17.4677, 700, [62, 48, 75, 55, 25], { cityFactor: 1.1 }),
  c("tunis", "Tunis", "TN", "Tunis Governorate", 36.8065, 10.1815, 400, [62, 55, 78, 55, 35]),
  // Oceania
  c("sydney", "Sydney", "AU", "New South Wales", -33.8688, 151.2093, 1900, [75, 88, 85, 75, 100], { cityFactor: 1.05 }),
  c("melbourne", "Melbourne", "AU", "Victoria", -37.8136, 144.9631, 1600, [72, 88, 70, 75, 100]),
  c("brisbane", "Brisbane", "AU", "Queensland", -27.4698, 153.0251, 1500, [75, 86, 88, 75, 100]),
  c("perth", "Perth", "AU", "Western Australia", -31.9505, 115.8605, 1500, [72, 85, 88, 72, 100]),
  c("auckland", "Auckland", "NZ", "Auckland", -36.8485, 174.7633, 1200, [70, 82, 78, 82, 100]),
  c("wellington", "Wellington", "NZ", "Wellington Region", -41.2866, 174.7756, 1050, [74, 82, 62, 82, 100]),
  c("christchurch", "Christchurch", "NZ", "Canterbury", -43.5321, 172.6362, 900, [75, 80, 62, 80, 100]),
  // Middle East
  c("dubai", "Dubai", "AE", "Dubai", 25.2048, 55.2708, 2300, [88, 80, 55, 90, 90], { cityFactor: 1.05 }),
  c("abu-dhabi", "Abu Dhabi", "AE", "Abu Dhabi", 24.4539, 54.3773, 1700, [90, 80, 52, 90, 85]),
  c("doha", "Doha", "QA", "Baladiyat ad Dawhah", 25.2854, 51.531, 1600, [90, 78, 50, 88, 85]),
  c("muscat", "Muscat", "OM", "Muscat", 23.588, 58.3829, 800, [88, 72, 50, 72, 75]),
  c("manama", "Manama", "BH", "Manama", 26.2285, 50.586, 900, [82, 72, 50, 85, 85]),
  c("tel-aviv", "Tel Aviv", "IL", "Tel Aviv", 32.0853, 34.7818, 1900, [62, 88, 85, 85, 80], { cityFactor: 1.1 })
]
