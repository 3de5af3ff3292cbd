import { createContext, useContext } from 'react';
import type { Campaign } from '../domain/types';

/**
 * The seasonal campaign running right now, if any. The shell decides it once (from the site
 * settings and the shopper's clock) so every page agrees; pages read it to restyle themselves.
 */
const ActiveCampaignContext = createContext<Campaign | undefined>(undefined);

export const ActiveCampaignProvider = ActiveCampaignContext.Provider;

/** The running campaign, or undefined outside a campaign (and outside the store layout). */
export function useActiveCampaign(): Campaign | undefined {
  return useContext(ActiveCampaignContext);
}
