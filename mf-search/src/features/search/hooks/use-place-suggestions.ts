import { useEffect, useState } from 'react';
import { searchPlaces } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

const DEBOUNCE_MS = 200;

/** Suggestions for the where box, asked for once the typing pauses. */
export function usePlaceSuggestions(text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);
  // Lower case: 'denver' and 'Denver' share one request (the API matches either way).
  const query = useEndpointQuery(searchPlaces, q.length >= 2 ? { query: { q: q.toLowerCase(), limit: 8 } } : null, {
    staleTime: Infinity,
    retry: false,
  });
  return { places: q.length >= 2 ? (query.data?.results ?? []) : [], failed: query.isError };
}
