import type { MasterServiceDetail, MasterServiceFormInput } from '@reno/domain';

/**
 * The new-service form's first values: empty, or for an addon its master's category, unit and areas
 * (an addon is offered where its master is; decision 022).
 */
export function newServiceStart(master?: MasterServiceDetail): MasterServiceFormInput {
  const s = master?.service;
  return {
    category_id: s?.category_id ?? '',
    addon_of: s?._id ?? '',
    name: '',
    unit: s?.unit ?? 'sqft',
    quantity_basis: s?.quantity_basis ?? 'floor area',
    default_units: 1,
    wastage: 0,
    required_time: 1,
    service_warranty_duration: 12,
    includes: '',
    description_of_work: '',
    area_types: s?.area_types ?? [],
    priority: 100,
    is_active: true,
    updated_at: '',
    prices: [{ property_type: '', premium_standard: '', price: '', competitor_price: '' }],
  };
}
