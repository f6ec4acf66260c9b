import type { ArrearsAction } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export interface QueueInput {
  action: ArrearsAction | null;
  search: string;
  page: number;
  pageSize: number;
}

export type DeliveryStatus = 'queued' | 'sent' | 'failed' | 'outbox' | 'withdrawn';

export interface MessagesInput {
  status: DeliveryStatus | null;
  search: string;
  page: number;
  pageSize: number;
}

/** Letters are written and sent by a job a moment after approval: the lists look again meanwhile. */
const WRITING_POLL_MS = 3_000;

/** Issue 32: the undecided proposals, grouped by step, one page of them. */
export function useArrearsQueue(input: QueueInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.arrears.queue.queryOptions(input), placeholderData: keepPreviousData });
}

export function useArrearsMessages(input: MessagesInput) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.arrears.messages.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchInterval: WRITING_POLL_MS,
  });
}

export function useAgreementMessages(applicantProductId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.arrears.messagesOf.queryOptions({ applicantProductId }),
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.deliveryStatus === 'queued') ? WRITING_POLL_MS : false,
  });
}

export function useLadder() {
  const trpc = useTRPC();
  return useQuery(trpc.arrears.ladder.queryOptions());
}

function useInvalidateArrears() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.arrears.pathKey() });
}

export function useRunToday() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.runToday.mutationOptions({ onSuccess: invalidate }));
}

export function useApproveProposals() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.approve.mutationOptions({ onSuccess: invalidate }));
}

export function useSkipProposal() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.skip.mutationOptions({ onSuccess: invalidate }));
}

export function useSnoozeProposal() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.snooze.mutationOptions({ onSuccess: invalidate }));
}

/** Issue 41: an approved letter not sent yet, withdrawn with the reason. */
export function useWithdrawMessage() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.withdrawMessage.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateLadder() {
  const trpc = useTRPC();
  const invalidate = useInvalidateArrears();
  return useMutation(trpc.arrears.updateLadder.mutationOptions({ onSuccess: invalidate }));
}

/** The Collection Overview's "paid within 14 days of a letter" over its range. */
export function useProposalsEffect(range: { startDate: string; endDate: string }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.collection.overview.proposalsEffect.queryOptions(range),
    placeholderData: keepPreviousData,
  });
}
