/** Magento's product status codes (own module: the product page's client code needs them, not the other settings). */
export const productStatus = { enabled: 1, disabled: 2 } as const;
