import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MerchantReviewInput } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api';
import { approvalsTexts as t } from './approvals-texts';

/** Spec §3 "Merchant review" after handover: a rating and a comment for the merchant of released work. */
export function MerchantReviewForm({
  projectId,
  merchantId,
  merchantName,
}: {
  projectId: string;
  merchantId: string;
  merchantName: string;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [saved, setSaved] = useState(false);
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: MerchantReviewInput) =>
      api.post(`/projects/${encodeURIComponent(projectId)}/merchant-reviews`, body, {
        schema: z.object({ _id: z.string() }),
      }),
  });
  if (saved) return <Typography color="success.main">{t.reviewSaved}</Typography>;
  return (
    <Stack spacing={1} component="section" aria-label={`Review ${merchantName}`} sx={{ width: '100%' }}>
      <Typography variant="subtitle2">Rate {merchantName}</Typography>
      <Rating name={`rating-${merchantId}`} value={rating} onChange={(_, v) => setRating(v)} />
      <TextField
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        size="small"
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!rating || save.isPending}
        onClick={() =>
          rating &&
          save.mutate(
            { merchant_id: merchantId, rating, comment },
            {
              onSuccess: () => {
                toast.success(t.reviewSaved);
                setSaved(true);
              },
              onError: (e) => toast.fromError(e),
            },
          )
        }
      >
        Submit review
      </Button>
    </Stack>
  );
}
