import { type AnalyticsRangeInput, calendarDateInKualaLumpur, yearSelectorOptions } from '@sewabeli/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

type Trpc = ReturnType<typeof useTRPC>;

/** The four dashboard reads of one period of the year selector. */
function dashboardQueries(trpc: Trpc, range: AnalyticsRangeInput) {
  return {
    approvedLoan: trpc.dashboard.approvedLoan.queryOptions(range),
    transactions: trpc.dashboard.transactions.queryOptions(range),
    topModels: trpc.dashboard.topModels.queryOptions(range),
    topClients: trpc.dashboard.topClients.queryOptions(range),
  };
}

/** The four dashboard calls for one period of the year selector. */
export function useDashboard(range: AnalyticsRangeInput) {
  const queries = dashboardQueries(useTRPC(), range);
  const options = { placeholderData: keepPreviousData } as const;
  return {
    approvedLoan: useQuery({ ...queries.approvedLoan, ...options }),
    transactions: useQuery({ ...queries.transactions, ...options }),
    topModels: useQuery({ ...queries.topModels, ...options }),
    topClients: useQuery({ ...queries.topClients, ...options }),
  };
}

/**
 * Starts the dashboard's reads for the period it opens on (the year selector's first option, this year, as
 * DashboardPage does), as soon as signing in succeeds (issue 29): they leave beside the shell's first render
 * instead of after it.
 */
export function prefetchDashboard(queryClient: QueryClient, trpc: Trpc): void {
  const opening = yearSelectorOptions(calendarDateInKualaLumpur(new Date()))[0];
  if (!opening) return;
  const range = { startDate: opening.start, endDate: opening.end };
  for (const options of Object.values(dashboardQueries(trpc, range)))
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
