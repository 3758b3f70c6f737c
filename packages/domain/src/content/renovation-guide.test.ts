import { describe, expect, it } from 'vitest';
import { renovationGuide } from './renovation-guide.js';

const allText = [
  renovationGuide.intro,
  ...renovationGuide.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.checklist ?? [])]),
  renovationGuide.closing,
].join('\n');

describe('the free renovation e-book', () => {
  it('has 10 to 15 sections, each with text', () => {
    expect(renovationGuide.sections.length).toBeGreaterThanOrEqual(10);
    expect(renovationGuide.sections.length).toBeLessThanOrEqual(15);
    for (const section of renovationGuide.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it('explains payments as the product takes them: $150, then 10/40/45/5 percent, in escrow', () => {
    const payments = renovationGuide.sections.find((s) => s.heading.includes('escrow'));
    const text = payments?.paragraphs.join(' ') ?? '';
    expect(text).toContain('a $150 deposit');
    expect(text).toMatch(/10% of the quotation \(less the \$150 deposit\).*40%.*45%.*5%/);
    expect(text).toContain('up to $100,000');
    expect(text).toContain('up to $50,000');
  });

  it('covers budgeting, permits, timeline, the trades, choosing a contractor and checklists', () => {
    for (const topic of ['budget', 'permit', 'timeline', 'Hacking', 'Flooring', 'Carpentry', 'contractor'])
      expect(allText).toContain(topic);
    expect(renovationGuide.sections.filter((s) => s.checklist?.length).length).toBeGreaterThanOrEqual(10);
    expect(allText).not.toMatch(/lorem|ipsum|TODO/i);
  });
});
