import { viewOfRecord } from '../../lib/catalogueFacts';
import type { HistoryAction } from '../../lib/history';
import { type ResourceModel, type ViewSpec, viewsOf } from '../../lib/model';
import type { ActivityFilter } from '../providers/historyCalls';

/** « Dernières modifications »'s filters as chosen (kept in the tab's Store): dates as the date inputs give them. */
export interface RecentChangesChoice {
  actor?: { id: number; email: string };
  catalogue?: string;
  action?: HistoryAction;
  /** `YYYY-MM-DD`, a day of the reader's calendar. */
  from?: string;
  to?: string;
}

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as the ISO time the API takes. */
function localMidnight(day: string, days = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).toISOString();
}

/** Whether the period ends before it starts (the API would refuse it). */
export const isPeriodInverted = ({ from, to }: RecentChangesChoice) => !!from && !!to && to < from;

/**
 * The feed's query for a choice: the period's days read in the reader's time zone, the end day included (the API
 * takes `to` as excluded, so the next day's midnight).
 */
export function activityFilterOf(choice: RecentChangesChoice): ActivityFilter {
  return {
    actor: choice.actor?.id,
    catalogue: choice.catalogue,
    action: choice.action,
    from: choice.from ? localMidnight(choice.from) : undefined,
    to: choice.to ? localMidnight(choice.to, 1) : undefined,
  };
}

/** The view of a multi-view catalogue that lists `record`: the one whose fixed filter it fits, else the first. */
export const viewShowing = (model: ResourceModel, record: Record<string, unknown>): ViewSpec =>
  viewOfRecord(model, record) ?? viewsOf(model)[0];
