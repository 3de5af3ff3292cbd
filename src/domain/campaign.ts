/**
 * When a seasonal campaign is on. Editors enter calendar dates; a shopper sees the campaign from
 * the first moment of its start day to the last moment of its end day in their own time zone, so
 * "until October 31" means until midnight wherever the shopper is.
 */
import type { Campaign } from './types';

type CampaignDates = Pick<Campaign, 'startDate' | 'endDate'>;

/** A YYYY-MM-DD calendar date as local midnight, or undefined when no such day exists (2025-02-30). */
function localStartOfDay(calendarDate: string): Date | undefined {
  const [year, month, day] = calendarDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

/** The campaign's first and last instants in local time; undefined for impossible dates. */
export function campaignPeriod(campaign: CampaignDates): { start: Date; end: Date } | undefined {
  const start = localStartOfDay(campaign.startDate);
  const endDay = localStartOfDay(campaign.endDate);
  if (!start || !endDay) return undefined;
  const end = new Date(endDay.getFullYear(), endDay.getMonth(), endDay.getDate(), 23, 59, 59, 999);
  return { start, end };
}

export function isCampaignActive(campaign: CampaignDates, now: Date): boolean {
  const period = campaignPeriod(campaign);
  return period !== undefined && period.start <= now && now <= period.end;
}

/** The campaign on at `now`; when editors let two overlap, the first listed wins. */
export function activeCampaign<T extends CampaignDates>(campaigns: readonly T[], now: Date): T | undefined {
  return campaigns.find((campaign) => isCampaignActive(campaign, now));
}

/**
 * The next instant after `now` at which some campaign starts or ends, so the shell can switch
 * themes exactly then instead of polling the clock.
 */
export function nextCampaignChange(campaigns: readonly CampaignDates[], now: Date): Date | undefined {
  const boundaries = campaigns.flatMap((campaign) => {
    const period = campaignPeriod(campaign);
    return period ? [period.start.getTime(), period.end.getTime() + 1] : [];
  });
  const upcoming = boundaries.filter((time) => time > now.getTime());
  return upcoming.length > 0 ? new Date(Math.min(...upcoming)) : undefined;
}
