import type { AnalyticsRangeInput } from '@sewabeli/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** The four dashboard calls for one period of the year selector. */
export function useDashboard(range: AnalyticsRangeInput) {
  const trpc = useTRPC();
  const options = { placeholderData: keepPreviousData } as const;
  return {
    approvedLoan: useQuery({ ...trpc.dashboard.approvedLoan.queryOptions(range), ...options }),
    transactions: useQuery({ ...trpc.dashboard.transactions.queryOptions(range), ...options }),
    topModels: useQuery({ ...trpc.dashboard.topModels.queryOptions(range), ...options }),
    topClients: useQuery({ ...trpc.dashboard.topClients.queryOptions(range), ...options }),
  };
}
