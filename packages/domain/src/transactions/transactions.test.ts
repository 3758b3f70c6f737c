import { describe, expect, it } from 'vitest';
import { csvField, transactionsCsv, TransactionListQuery } from './transactions.js';

describe('transaction CSV (issue 18 item 7)', () => {
  it('quotes what needs it and defuses spreadsheet formulas', () => {
    expect(csvField('PAYNOW-1')).toBe('PAYNOW-1');
    expect(csvField('Lim, Tan')).toBe('"Lim, Tan"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('writes a header and one line per row, amounts in dollars', () => {
    const csv = transactionsCsv(
      [
        {
          _id: 'r1',
          kind: 'progressive_payment',
          project_id: 'p1',
          project_name: 'Tan Home',
          client_name: 'Tan Ah Kow',
          stage: 1,
          amount_cents: 15000,
          status: 'Approved',
          payment_method: 'PayNow',
          transaction_no: 'TX1',
          created_at: '2026-11-24T02:00:00.000Z',
        },
      ],
      () => '24/11/2026',
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Kind,Project ID,Project,Client,Stage,Amount (SGD),Status,Payment method,Transaction no,ID',
      '24/11/2026,Progressive Payment,p1,Tan Home,Tan Ah Kow,1,150.00,Approved,PayNow,TX1,r1',
      '',
    ]);
  });

  it('takes a date range with the list query', () => {
    expect(TransactionListQuery.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(TransactionListQuery.safeParse({ from: '1/11/2026' }).error?.issues[0]?.message).toBe(
      'Date must be YYYY-MM-DD.',
    );
  });
});
