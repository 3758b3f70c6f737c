import { describe, expect, it } from 'vitest';
import type { QuotationItem } from '../design-now/quotation-engine.js';
import {
  PROJECT_STAGE_STEPS,
  RenovationLocation,
  projectInformationMessages,
  projectPaymentStage,
  projectStageStep,
} from './project-information.js';
import {
  isQuotationEditable,
  parseQuantity,
  quantityEditError,
  quotationEditMessages,
  repriceQuotationItem,
} from './quotation-edit.js';

const item: QuotationItem = {
  area_id: 'a1',
  area: 'Living Area',
  area_label: 'Living Area',
  service_id: 's1',
  services: 'Flooring',
  scope_of_work: 'Hacking & Flooring Works',
  name_of: 'Homogeneous tiles',
  includes: '',
  description_of_work: '',
  quantity_hundredths: 1000,
  min_quantity_hundredths: 1000,
  unit: 'sqft',
  wastage: 0,
  price_per_quantity: 850,
  price: 8500,
  competitor_price_per_quantity: 1200,
  competitor_price: 12000,
  required_time: 1,
  service_warranty_duration: 30,
  priority: 1,
  property_room: '5 Rooms',
  room_size: null,
  status: 'Pending',
};

describe('Renovation Location (spec §5)', () => {
  it("refuses a postal code that is not a number with the spec's message", () => {
    const r = RenovationLocation.safeParse({ renovation_address: 'Blk 1', renovation_postal_code: '12a45' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(projectInformationMessages.postalCodeNotNumber);
    expect(
      RenovationLocation.parse({ renovation_address: ' Blk 1 ', renovation_postal_code: '560123' }),
    ).toEqual({ renovation_address: 'Blk 1', renovation_postal_code: '560123' });
  });
});

describe('quotation item edit (spec §5)', () => {
  it('prices the new quantity as price_per_quantity × quantity, market price likewise', () => {
    const r = repriceQuotationItem(item, 1250);
    expect(r.price).toBe(10625); // $8.50 × 12.5
    expect(r.competitor_price).toBe(15000);
    expect(r.quantity_hundredths).toBe(1250);
  });
  it('rounds half a cent up, as the engine does', () => {
    expect(repriceQuotationItem({ ...item, price_per_quantity: 333 }, 150).price).toBe(500); // 4.995 → 5.00
  });
  it('reads quantities with up to 2 decimals only', () => {
    expect(parseQuantity('12.5')).toBe(1250);
    expect(parseQuantity('3')).toBe(300);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.234')).toBeNull();
    expect(parseQuantity('-2')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
  });
  it('allows editing only before checkout is paid and while in design or quotation', () => {
    expect(isQuotationEditable({ phase: 'quotation', firstPaymentStatus: undefined })).toBe(true);
    expect(isQuotationEditable({ phase: 'quotation', firstPaymentStatus: 'Declined' })).toBe(true);
    expect(isQuotationEditable({ phase: 'quotation', firstPaymentStatus: 'Paid' })).toBe(false);
    expect(isQuotationEditable({ phase: 'design', firstPaymentStatus: 'Approved' })).toBe(false);
    expect(isQuotationEditable({ phase: 'ongoing', firstPaymentStatus: undefined })).toBe(false);
  });
});

describe('stage stepper (spec §4)', () => {
  it('has the six progressive-payment stages', () => {
    expect(PROJECT_STAGE_STEPS).toHaveLength(6);
    expect(PROJECT_STAGE_STEPS[0]).toBe('Deposit');
    expect(PROJECT_STAGE_STEPS[5]).toBe('Completed');
  });

  it('shows nothing done before the deposit is approved, whatever Design Now wrote as stage', () => {
    expect(projectStageStep({ phase: 'design', stage: 3, canvas: true })).toBe(0);
    expect(projectStageStep({ phase: 'design', stage: 3 })).toBe(0);
    expect(projectStageStep({ phase: 'quotation', stage: 2 })).toBe(0);
    expect(projectPaymentStage({ phase: 'design', stage: 3 })).toBe(1);
  });

  it('moves forward with every approval and never back: stage N approved is stage N + 1', () => {
    // A design at stage 3 (design progress), then the deposit approved: stage 2, phase ongoing.
    const before = projectStageStep({ phase: 'design', stage: 3 });
    const after = projectStageStep({ phase: 'ongoing', stage: 2 });
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(1);
    expect(projectStageStep({ phase: 'ongoing', stage: 5 })).toBe(4);
  });

  it('is all done at stage 6, and clamps what is out of range', () => {
    expect(projectStageStep({ phase: 'completed', stage: 6 })).toBe(6);
    expect(projectStageStep({ phase: 'completed', stage: 9 })).toBe(6);
    expect(projectPaymentStage({ phase: 'ongoing', stage: 0 })).toBe(1);
  });
});

describe('quantity floors (issue 15 item 6)', () => {
  it('a measured line cannot go below what its areas give (10.00 sqft here)', () => {
    expect(quantityEditError(item, 1000)).toBeNull();
    expect(quantityEditError(item, 1500)).toBeNull();
    expect(quantityEditError(item, 999)).toBe(quotationEditMessages.quantityBelowMinimum('10.00', 'sqft'));
    expect(quantityEditError(item, 1)).toBe(
      'Quantity cannot be less than 10.00 sqft, what your measured areas need.',
    );
  });
  it('a per-unit line keeps at least one unit', () => {
    const perUnit = { unit: 'unit', min_quantity_hundredths: 100 };
    expect(quantityEditError(perUnit, 100)).toBeNull();
    expect(quantityEditError(perUnit, 99)).toBe('Quantity cannot be less than 1.00 unit.');
  });
  it('a lump sum cannot change, up or down', () => {
    const lump = { unit: 'lump sum', min_quantity_hundredths: 100 };
    expect(quantityEditError(lump, 100)).toBeNull();
    expect(quantityEditError(lump, 1)).toBe(quotationEditMessages.lumpSumFixed);
    expect(quantityEditError(lump, 200)).toBe(quotationEditMessages.lumpSumFixed);
  });
  it('the $3,665.30 → $4.64 attack: every line at 0.01 is refused', () => {
    expect(quantityEditError(item, 1)).not.toBeNull();
  });
});
