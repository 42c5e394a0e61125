/** Tax rules of the demo shop: taxable goods (product class 2) for retail customers (class 3). */
import type { TaxRule } from '@/lib/domain/tax';
import { TAXABLE_GOODS_CLASS_ID } from './products';

const RETAIL_CUSTOMER_CLASS_ID = 3;

export function buildTaxRules(): TaxRule[] {
  const classes = {
    product_tax_class_ids: [TAXABLE_GOODS_CLASS_ID],
    customer_tax_class_ids: [RETAIL_CUSTOMER_CLASS_ID],
  };
  return [
    {
      id: 1,
      code: 'US sales tax',
      priority: 0,
      ...classes,
      rates: [
        {
          id: 1,
          code: 'US-CA-*-Rate 1',
          tax_country_id: 'US',
          tax_region_id: 12,
          region_name: 'California',
          region_code: 'CA',
          tax_postcode: '*',
          rate: 8.25,
        },
        {
          id: 2,
          code: 'US-NY-*-Rate 1',
          tax_country_id: 'US',
          tax_region_id: 43,
          region_name: 'New York',
          region_code: 'NY',
          tax_postcode: '*',
          rate: 8.875,
        },
      ],
    },
    {
      id: 2,
      code: 'EU VAT',
      priority: 0,
      ...classes,
      rates: [
        {
          id: 3,
          code: 'VAT DE',
          tax_country_id: 'DE',
          tax_region_id: 0,
          region_name: '',
          tax_postcode: '*',
          rate: 19,
        },
        {
          id: 4,
          code: 'VAT IT',
          tax_country_id: 'IT',
          tax_region_id: 0,
          region_name: '',
          tax_postcode: '*',
          rate: 22,
        },
        {
          id: 5,
          code: 'VAT PL',
          tax_country_id: 'PL',
          tax_region_id: 0,
          region_name: '',
          tax_postcode: '*',
          rate: 23,
        },
      ],
    },
  ];
}
