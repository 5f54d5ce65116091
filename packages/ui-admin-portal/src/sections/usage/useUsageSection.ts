import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';

/** The billing store the usage screen runs on and its usage load status (the screen loads it itself). */
export function useUsageSection() {
  const { admin } = useAdmin();
  const store = admin.billing;
  const status = useStore(store, (st) => st.usage.status);
  return { store, status };
}
