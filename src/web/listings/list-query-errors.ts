// CONVENTIONS 6: each failure of a query shows its errores as red toasts, once per failure.
import { useEffect } from 'react';
import { showCallError } from '../ui/toasts.ts';

export function useQueryErrorToasts(
  error: Error | null,
  errorUpdatedAt: number,
  fallback: string,
): void {
  useEffect(() => {
    if (error !== null) showCallError(error, fallback);
  }, [error, errorUpdatedAt, fallback]);
}
