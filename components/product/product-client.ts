// The product page's client islands as one module: one chunk, so the code they share (the CSS module's class names,
// the domain rules) is loaded once (components/product/product-islands.tsx).
export { ProductPurchase } from './product-purchase';
export { ReviewForm } from './review-form';
