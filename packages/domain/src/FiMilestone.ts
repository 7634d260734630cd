/**
 * FI milestones: the fractions of the FI number a user is told about when their progress first
 * reaches them. Progress is `portfolio value / FI number` as a plain fraction (0.5 = 50 %), not a
 * percentage; it may exceed 1.
 */

/** The milestones, ascending: 25 %, 50 %, 75 % and 100 % of the FI number. */
export const FI_MILESTONES = [0.25, 0.5, 0.75, 1] as const
export type FiMilestone = (typeof FI_MILESTONES)[number]

/**
 * The milestones crossed upward going from `previousProgress` to `currentProgress` (fractions of
 * the FI number): every milestone `m` with `previousProgress < m <= currentProgress`, ascending.
 * Empty when progress fell or stayed, or when either value is not a finite number.
 */
export const crossedMilestones = (previousProgress: number, currentProgress: number): ReadonlyArray<FiMilestone> => {
  if (!Number.isFinite(previousProgress) || !Number.isFinite(currentProgress)) return []
  return FI_MILESTONES.filter((m) => previousProgress < m && m <= currentProgress)
}

/** The highest milestone reached at `progress` (a fraction of the FI number), or 0 below the first one. */
export const highestMilestoneReached = (progress: number): FiMilestone | 0 => {
  if (!Number.isFinite(progress)) return 0
  let reached: FiMilestone | 0 = 0
  for (const m of FI_MILESTONES) if (m <= progress) reached = m
  return reached
}

/** A milestone as a whole percentage, for messages and keys: 0.25 -> 25. */
export const milestonePercent = (milestone: FiMilestone): number => Math.round(milestone * 100)
