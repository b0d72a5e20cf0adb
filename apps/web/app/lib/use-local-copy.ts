import { useCallback, useState } from 'react';

/**
 * State that starts as `source` and starts over whenever `source` changes (new loader data after a
 * navigation), while browser code may replace it in between (a re-fetch after posting a review).
 */
export function useLocalCopy<Value>(source: Value): [Value, (value: Value) => void] {
  const [copy, setCopy] = useState({ source, value: source });
  const replace = useCallback((value: Value) => setCopy({ source, value }), [source]);
  return [copy.source === source ? copy.value : source, replace];
}
