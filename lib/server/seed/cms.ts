/** CMS pages and blocks of the demo shop (store id 0: all store views). */

export interface SeedCmsPage {
  id: number;
  identifier: string;
  storeId: number;
  title: string;
  content: string;
  doc: Record<string, unknown>;
}

export type SeedCmsBlock = SeedCmsPage;

interface PageSpec {
  identifier: string;
  title: string;
  metaDescription: string;
  content: string;
  layout?: string;
}

const PAGES: PageSpec[] = [
  {
    identifier: 'home',
    title: 'Home Page',
    metaDescription: 'Activewear, gear and training videos for yoga, running and the gym.',
    layout: '1column',
    content: `<h1>Move the way you want</h1>
<p>Activewear for yoga, running and the gym, made from fabrics that breathe, stretch and last. New arrivals every week, free returns within 30 days.</p>
<h2>Shop by collection</h2>
<p>Discover <a href="/collections/erin-recommends">Erin Recommends</a>, our favourite pieces of the season, the moisture-wicking <a href="/collections/performance-fabrics">Performance Fabrics</a> and the <a href="/collections/eco-friendly">Eco Friendly</a> range made from organic cotton and recycled fibres.</p>`,
  },
  {
    identifier: 'about-us',
    title: 'About us',
    metaDescription: 'Who we are: a small team of runners, climbers and yogis making activewear that lasts.',
    content: `<h1>About us</h1>
<p>We started in 2014 as three friends who could not find running tops that survived more than one season. Today we design activewear, bags and fitness gear for people who move every day, and we still test every piece ourselves before it reaches the shop.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Made to last.</strong> Reinforced seams, colour-fast dyes and fabrics chosen for hundreds of washes.</li>
<li><strong>Fair production.</strong> We work with a small number of audited factories and visit them every year.</li>
<li><strong>Less waste.</strong> A growing share of our range uses organic cotton and recycled polyester, and our parcels are plastic-free.</li>
</ul>
<h2>The team</h2>
<p>Our studio employs 40 people across design, customer care and logistics. If you have an idea for a product, write to us: some of our best sellers began as a customer's e-mail.</p>`,
  },
  {
    identifier: 'customer-service',
    title: 'Customer Service',
    metaDescription: 'Help with orders, delivery, returns, sizes and payments.',
    content: `<h1>Customer Service</h1>
<p>Our customer care team answers e-mails within one working day, Monday to Friday from 8:00 to 18:00.</p>
<h2>Orders</h2>
<p>You can follow your orders in <a href="/my-account/orders">My Account</a>. An order can be changed or cancelled until it is packed, usually within two hours of ordering.</p>
<h2>Delivery</h2>
<p>Standard delivery is free and takes 2–4 working days. See <a href="/delivery">Delivery</a> for express options and international shipping.</p>
<h2>Returns</h2>
<p>Unworn items can be returned within 30 days for a full refund. See <a href="/returns">Returns</a> for how to send a parcel back.</p>
<h2>Payment</h2>
<p>We accept major credit and debit cards and express checkout with a payment provider. Your card is charged when the order ships.</p>`,
  },
  {
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Privacy Policy',
    metaDescription: 'How we collect, use and protect your personal data, and how we use cookies.',
    content: `<h1>Privacy and Cookie Policy</h1>
<p>This policy explains what personal data we collect when you use our shop, why we collect it and the rights you have.</p>
<h2>Data we collect</h2>
<ul>
<li>Account data: your name, e-mail address and password (stored hashed).</li>
<li>Order data: delivery and billing addresses, the items you bought and your payment status. We never store full card numbers.</li>
<li>Usage data: pages visited and device information, collected with cookies when you accept them.</li>
</ul>
<h2>How we use it</h2>
<p>We use your data to deliver orders, to provide customer service, to send the newsletter you subscribed to, and to improve the shop. We never sell personal data.</p>
<h2>Cookies</h2>
<p>Essential cookies keep your cart and session. Analytics cookies are set only after you accept them in the cookie notice, and you can withdraw consent at any time.</p>
<h2>Stored in your browser</h2>
<p>The shop keeps some data in your browser's storage (IndexedDB), not on our servers: your cart, checkout details and wishlist, and the last 12 products you viewed in each store view (their name, address, photo and the price shown when you viewed them), so that the "Recently viewed" row works without an account and offline. It never leaves your device. The "Clear" button of the "Recently viewed" row deletes that list; clearing your browser's site data deletes everything.</p>
<h2>Back-in-stock alerts</h2>
<p>When you ask to be told that a product is back in stock, we store your e-mail address, the product and the store view. We send one e-mail when the product is back and then end the alert. Every alert e-mail has a link that stops all your alerts without logging in.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or its deletion by writing to our data protection officer through the contact form.</p>`,
  },
  {
    identifier: 'store-locator',
    title: 'Store Locator',
    metaDescription: 'Visit our stores in New York, Berlin and Milan.',
    content: `<h1>Our stores</h1>
<h2>New York</h2>
<p>210 Hudson Street, New York, NY 10013<br>Monday–Saturday 10:00–20:00, Sunday 11:00–18:00</p>
<h2>Berlin</h2>
<p>Torstraße 108, 10119 Berlin<br>Montag–Samstag 10:00–20:00</p>
<h2>Milan</h2>
<p>Corso Garibaldi 42, 20121 Milano<br>Lunedì–Sabato 10:00–19:30</p>
<p>Every store offers free fitting, returns of online orders and a weekly running club.</p>`,
  },
  {
    identifier: 'size-guide',
    title: 'Size Guide',
    metaDescription: 'Find your size: chest, waist and hip measurements for tops and bottoms.',
    content: `<h1>Size Guide</h1>
<p>Measure yourself over light clothing and compare with the tables below. Between two sizes? Choose the larger one for a relaxed fit.</p>
<h2>Tops</h2>
<table>
<thead><tr><th>Size</th><th>Chest (cm)</th><th>Waist (cm)</th></tr></thead>
<tbody>
<tr><td>XS</td><td>80–84</td><td>62–66</td></tr>
<tr><td>S</td><td>85–90</td><td>67–72</td></tr>
<tr><td>M</td><td>91–97</td><td>73–79</td></tr>
<tr><td>L</td><td>98–104</td><td>80–87</td></tr>
<tr><td>XL</td><td>105–112</td><td>88–96</td></tr>
</tbody>
</table>
<h2>Bottoms</h2>
<p>Pants and shorts use waist sizes in inches: 28 fits a 71 cm waist, 30 fits 76 cm, 32 fits 81 cm, 34 fits 86 cm and 36 fits 91 cm.</p>`,
  },
  {
    identifier: 'delivery',
    title: 'Delivery',
    metaDescription: 'Delivery options, times and costs.',
    content: `<h1>Delivery</h1>
<p>Orders placed before 14:00 on a working day leave our warehouse the same day.</p>
<h2>Options</h2>
<ul>
<li><strong>Standard courier</strong>: free, 2–4 working days.</li>
<li><strong>Express</strong>: next working day for orders placed before 14:00.</li>
<li><strong>International</strong>: 5–10 working days to most countries in Europe and North America.</li>
</ul>
<p>You receive a tracking link by e-mail as soon as your parcel ships.</p>`,
  },
  {
    identifier: 'returns',
    title: 'Returns',
    metaDescription: 'Free returns within 30 days.',
    content: `<h1>Returns</h1>
<p>Not the right fit? Return unworn items with their labels within 30 days of delivery, free of charge.</p>
<h2>How to return</h2>
<ol>
<li>Sign in to My Account and choose the order.</li>
<li>Select the items to return and print the prepaid label.</li>
<li>Drop the parcel at any courier point.</li>
</ol>
<p>Refunds reach your original payment method within 5 working days after we receive the parcel. Training videos and gift cards cannot be returned once used.</p>`,
  },
  {
    identifier: 'enable-cookies',
    title: 'Enable Cookies',
    metaDescription: 'How to enable cookies in your browser.',
    content: `<h1>Please enable cookies</h1>
<p>Your browser blocks cookies. The cart, sign-in and checkout need them to work.</p>
<h2>How to enable them</h2>
<ul>
<li>Chrome: Settings › Privacy and security › Cookies and other site data › Allow all cookies.</li>
<li>Firefox: Settings › Privacy &amp; Security › Standard.</li>
<li>Safari: Settings › Privacy › untick "Block all cookies".</li>
</ul>`,
  },
  {
    identifier: 'no-route',
    title: '404 Not Found',
    metaDescription: 'The page you requested was not found.',
    content: `<h1>Whoops, our bad…</h1>
<p>The page you requested was not found, and we have a fine guess why.</p>
<ul>
<li>If you typed the URL directly, please make sure the spelling is correct.</li>
<li>If you clicked on a link to get here, the link is outdated.</li>
</ul>
<p>Go <a href="/">back to the home page</a> or use the search to find what you were looking for.</p>`,
  },
];

interface BlockSpec {
  identifier: string;
  title: string;
  content: string;
}

const BLOCKS: BlockSpec[] = [
  {
    identifier: 'footer_links_block',
    title: 'Footer Links Block',
    content: `<ul class="footer links">
<li><a href="/about-us">About us</a></li>
<li><a href="/customer-service">Customer Service</a></li>
<li><a href="/store-locator">Store locator</a></li>
<li><a href="/delivery">Delivery</a></li>
<li><a href="/returns">Returns</a></li>
<li><a href="/size-guide">Size guide</a></li>
<li><a href="/privacy">Privacy policy</a></li>
<li><a href="/get-onboard">Get Onboard</a></li>
<li><a href="/contact">Contact us</a></li>
</ul>`,
  },
  {
    identifier: 'home-page-block',
    title: 'Home Page Block',
    content: `<div class="home-banner">
<h2>New season, new routine</h2>
<p>Fresh colours for tees, tanks and hoodies. <a href="/collections/new">Shop what is new</a>.</p>
</div>`,
  },
  {
    identifier: 'sale-banner-block',
    title: 'Sale Banner',
    content: `<div class="sale-banner"><h2>Up to 30% off</h2><p>Selected styles for a limited time. <a href="/sale">Shop the sale</a>.</p></div>`,
  },
  {
    identifier: 'menu-women-block',
    title: 'Women Menu Banner',
    content: `<div class="menu-banner"><h3>Erin Recommends</h3><p>Our stylist's picks for yoga and running. <a href="/collections/erin-recommends">Discover</a></p></div>`,
  },
  {
    identifier: 'menu-men-block',
    title: 'Men Menu Banner',
    content: `<div class="menu-banner"><h3>Performance Fabrics</h3><p>Stay dry through every session. <a href="/collections/performance-fabrics">Discover</a></p></div>`,
  },
  {
    identifier: 'newsletter-promo-block',
    title: 'Newsletter Promise',
    content: `<p>Sign up for the newsletter and get <strong>10% off</strong> your first order, plus free returns within 30 days.</p>`,
  },
  {
    identifier: 'contact-us-info',
    title: 'Contact Information',
    content: `<p>Customer care: Monday to Friday, 8:00–18:00.<br>E-mail: support@example.com<br>Phone: +1 (555) 010-2024</p>`,
  },
];

/** A fixed timestamp for CMS content, so documents are identical on every seed. */
const CMS_DATE = '2024-06-06T08:00:00.000Z';

export function buildCmsPages(): SeedCmsPage[] {
  return PAGES.map((page, index) => ({
    id: index + 1,
    identifier: page.identifier,
    storeId: 0,
    title: page.title,
    content: page.content,
    doc: {
      id: index + 1,
      identifier: page.identifier,
      title: page.title,
      content: page.content,
      content_heading: page.title,
      page_layout: page.layout ?? '1column',
      meta_title: page.title,
      meta_description: page.metaDescription,
      meta_keywords: '',
      store_id: 0,
      active: true,
      creation_time: CMS_DATE,
      update_time: CMS_DATE,
    },
  }));
}

export function buildCmsBlocks(): SeedCmsBlock[] {
  return BLOCKS.map((block, index) => ({
    id: index + 1,
    identifier: block.identifier,
    storeId: 0,
    title: block.title,
    content: block.content,
    doc: {
      id: index + 1,
      identifier: block.identifier,
      title: block.title,
      content: block.content,
      store_id: 0,
      active: true,
      creation_time: CMS_DATE,
      update_time: CMS_DATE,
    },
  }));
}
