/**
 * The one way a component sends a request the user asked for (a save, a delete, a
 * sign-in, a message, a lookup on a button): TanStack Query's useMutation on the
 * page's one QueryClient, with what every such request needs in one place: the busy
 * state, upload progress, the failure as a notice or a form field's error, and the
 * cached reads to refetch once it succeeded. Components keep no busy flag of their own.
 */
import { useCallback, useState } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { EndpointDefinition } from '@directpay/contracts';
// The query entry point by its package name: the page's one QueryClient.
import { endpointKey, useApiQueryClient } from '@directpay/shared-ui/query';
import { notify } from '../notices/notice-store';
import { ApiRequestError } from './api-client';

export interface ApiMutationContext {
  /** Report the upload's progress (0..1): pass it to callEndpoint's `onProgress`. */
  onProgress: (fraction: number) => void;
}

/** Where a failure shows in a form: the form field, its words, and whether it takes the focus. */
export interface ServerFieldError {
  name: string;
  message: string;
  focus?: boolean;
}

/** A form that shows failures at its fields (react-hook-form's setError fits). */
export interface MutationForm<TVariables> {
  setError(name: string, error: { type?: string; message: string }, options?: { shouldFocus?: boolean }): void;
  /** The form field for the error's `field` pointer ('/body/currentPassword'); undefined leaves the failure to the notice. */
  fieldOf: (field: string, error: ApiRequestError, variables: TVariables) => ServerFieldError | undefined;
}

export interface ApiMutationOptions<TData, TVariables> {
  /** The request: a callEndpoint call, given the variables `run` was called with. */
  mutationFn: (variables: TVariables, context: ApiMutationContext) => Promise<TData>;
  /** The cached reads this write changes: an endpoint (every cached call of it) or a query key. Refetched after success. */
  invalidates?: readonly (EndpointDefinition | QueryKey)[];
  /** What the notices are about: a newer notice on the same topic replaces the older one. */
  topic?: string;
  successNotice?: string | ((data: TData, variables: TVariables) => string);
  /** The failure's notice, from the error ('The doctor could not be deleted: …'); no notice when left out. */
  errorNotice?: string | ((error: ApiRequestError, variables: TVariables) => string);
  /** A failure whose `field` the form maps to one of its fields shows there, and not as a notice. */
  form?: MutationForm<TVariables>;
  /** After the success notice, before the refetch (close a dialog, store the session). */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** After the failure was shown; not for a 401 that ended the session, which the client already announced. */
  onError?: (error: ApiRequestError, variables: TVariables) => void;
}

export interface ApiMutation<TData, TVariables> {
  /** Sends the request; resolves with the answer, or undefined once a failure has been shown. Never rejects. */
  run: (variables: TVariables) => Promise<TData | undefined>;
  /** True from `run` until the answer is handled and the invalidated reads are refetched. */
  pending: boolean;
  /** The last run succeeded (a sign-in stays busy while the page moves on). */
  succeeded: boolean;
  /** The last run's failure, to show beside the form; cleared when the next run starts. Not a 401 that ended the session. */
  error: ApiRequestError | null;
  /** The last successful answer. */
  data: TData | undefined;
  /** The variables of the pending or last run (which row's button is busy). */
  variables: TVariables | undefined;
  /** The upload's progress while pending, 0..1 (0 until the request reports any). */
  progress: number;
  /** Forgets the last outcome (its error and answer). */
  reset: () => void;
}

/** Whatever was thrown, as the error the UI reads (a bot-check script's failure, say, has no status). */
function asApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(0, error instanceof Error ? error.message : String(error));
}

/** A callback that threw is a failure too and reads like the client's errors; an ended session is the client's to show. */
function shownError(error: unknown): ApiRequestError | null {
  const failure = error ? asApiError(error) : null;
  return failure && !failure.sessionExpired ? failure : null;
}

const keyOf = (target: EndpointDefinition | QueryKey): QueryKey => (Array.isArray(target) ? (target as QueryKey) : endpointKey(target as EndpointDefinition));

export function useApiMutation<TData = unknown, TVariables = void>(options: ApiMutationOptions<TData, TVariables>): ApiMutation<TData, TVariables> {
  const client = useApiQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation<TData, ApiRequestError, TVariables>(
    {
      // Sent even when the browser says it is offline: the client then answers "could not be
      // reached" at once, where TanStack's default would hold the request, busy, until online.
      networkMode: 'always',
      mutationFn: async (variables) => {
        setProgress(0);
        try {
          return await options.mutationFn(variables, { onProgress: setProgress });
        } catch (error) {
          throw asApiError(error);
        }
      },
      // Awaited: the mutation stays pending until the reads it changed are fresh again.
      onSuccess: async (data, variables) => {
        const notice = typeof options.successNotice === 'function' ? options.successNotice(data, variables) : options.successNotice;
        if (notice) notify.success(notice, options.topic);
        options.onSuccess?.(data, variables);
        await Promise.all((options.invalidates ?? []).map((target) => client.invalidateQueries({ queryKey: keyOf(target) })));
      },
      onError: (thrown, variables) => {
        const error = asApiError(thrown);
        if (error.sessionExpired) return;
        const target = error.field && options.form ? options.form.fieldOf(error.field, error, variables) : undefined;
        if (target) options.form!.setError(target.name, { type: 'server', message: target.message }, { shouldFocus: target.focus ?? false });
        else if (options.errorNotice) {
          notify.error(typeof options.errorNotice === 'function' ? options.errorNotice(error, variables) : options.errorNotice, options.topic);
        }
        options.onError?.(error, variables);
      },
    },
    client,
  );
  const { mutateAsync } = mutation;
  // Stable, so an effect or a memoised handler can depend on it.
  const run = useCallback((variables: TVariables) => mutateAsync(variables).catch(() => undefined), [mutateAsync]);
  return {
    run,
    pending: mutation.isPending,
    succeeded: mutation.isSuccess,
    error: shownError(mutation.error),
    data: mutation.data,
    variables: mutation.variables,
    progress,
    reset: mutation.reset,
  };
}
