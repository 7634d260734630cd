import * as FiScoreTracker from "@fire/domain/money/FiScoreTracker"
import * as Holdings from "@fire/domain/money/Holdings"
import * as IndicatorReport from "@fire/domain/money/IndicatorReport"
import * as Portfolios from "@fire/domain/money/Portfolios"
import { Layer } from "effect"

/**
 * The money use cases the handlers call (holdings, portfolios, the five indicators, the FI score
 * and its history), over their ports: the SQL adapters of this folder, the city catalog and the
 * notifications, which the app provides.
 */
export const layer = Layer.mergeAll(Holdings.layer, Portfolios.layer, IndicatorReport.layer, FiScoreTracker.layer)
