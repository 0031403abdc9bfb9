import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPlaces } from '../api/get-places';

const DEBOUNCE_MS = 200;

/** Suggestions for the where box, asked for once the typing pauses. */
export function usePlaceSuggestions(text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [text]);
  const query = useQuery({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => getPlaces(q, signal),
    enabled: q.length >= 2,
    staleTime: Infinity,
    retry: false,
  });
  return { places: q.length >= 2 ? (query.data?.results ?? []) : [], failed: query.isError };
}
