import Box from '@mui/material/Box';
import { ContractSummaryCard } from '../../components/variation-orders';
import { useProjectVariationOrders } from './variation-orders-api';

/** The contract summary on the Progressive Payment tab; absent (not an error) until it loads. */
export function ContractSummaryPanel({ projectId }: { projectId: string }) {
  const query = useProjectVariationOrders(projectId);
  if (!query.data) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <ContractSummaryCard summary={query.data.summary} />
    </Box>
  );
}
