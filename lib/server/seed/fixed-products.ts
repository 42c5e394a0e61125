/**
 * The hand-written part of the catalogue (Luma's gear, bundles, grouped sets, gift cards and training
 * videos). Each carries the special cases the storefront must handle, so they exist at any catalogue size.
 */
import type { ActivityLabel, ColorLabel, MaterialLabel } from './attributes';
import { CATEGORY } from './categories';
import type { CustomOptionSet } from './custom-options';
import type { GearImageKind } from './kinds';

export type SpecialPriceMode = 'none' | 'active' | 'expired' | 'future' | 'open-from' | 'open-to' | 'always';

export interface FixedCases {
  special?: SpecialPriceMode;
  outOfStock?: boolean;
  tierPrices?: boolean;
  customOptions?: CustomOptionSet;
  disabled?: boolean;
  visibility?: 2 | 3 | 4;
  isNew?: boolean;
  erin?: boolean;
  eco?: boolean;
}

export interface FixedSimple extends FixedCases {
  sku: string;
  name: string;
  type: 'simple' | 'virtual' | 'downloadable';
  categoryId: number;
  image: GearImageKind;
  color: ColorLabel;
  price: number;
  materials: MaterialLabel[];
  activities: ActivityLabel[];
  taxClassId?: number;
}

const bag = (
  sku: string,
  name: string,
  image: GearImageKind,
  color: ColorLabel,
  price: number,
  cases: FixedCases = {},
): FixedSimple => ({
  sku,
  name,
  type: 'simple',
  categoryId: CATEGORY.bags,
  image,
  color,
  price,
  materials: ['Nylon', 'Polyester'],
  activities: ['Travel', 'Gym'],
  ...cases,
});

const watch = (
  sku: string,
  name: string,
  color: ColorLabel,
  price: number,
  cases: FixedCases = {},
): FixedSimple => ({
  sku,
  name,
  type: 'simple',
  categoryId: CATEGORY.watches,
  image: 'watch',
  color,
  price,
  materials: ['Metal', 'Leather'],
  activities: ['Running', 'Outdoor'],
  ...cases,
});

const fitness = (
  sku: string,
  name: string,
  image: GearImageKind,
  color: ColorLabel,
  price: number,
  cases: FixedCases = {},
): FixedSimple => ({
  sku,
  name,
  type: 'simple',
  categoryId: CATEGORY.fitnessEquipment,
  image,
  color,
  price,
  materials:
    image === 'bottle'
      ? ['Plastic']
      : image === 'brick' || image === 'roller' || image === 'mat'
        ? ['Foam']
        : ['Rubber'],
  activities: ['Yoga', 'Gym'],
  ...cases,
});

const video = (
  sku: string,
  name: string,
  color: ColorLabel,
  price: number,
  cases: FixedCases = {},
): FixedSimple => ({
  sku,
  name,
  type: 'downloadable',
  categoryId: CATEGORY.videoDownload,
  image: 'video',
  color,
  price,
  materials: [],
  activities: ['Yoga', 'Training'],
  ...cases,
});

export const FIXED_SIMPLES: readonly FixedSimple[] = [
  bag('24-MB01', 'Joust Duffle Bag', 'duffle', 'Black', 34, {
    special: 'active',
    customOptions: 'monogram',
    erin: true,
  }),
  bag('24-MB04', 'Strive Shoulder Pack', 'messenger', 'Gray', 32, { outOfStock: true }),
  bag('24-MB03', 'Crown Summit Backpack', 'backpack', 'Blue', 38, { tierPrices: true, erin: true }),
  bag('24-MB05', 'Wayfarer Messenger Bag', 'messenger', 'Black', 45, { special: 'expired' }),
  bag('24-MB06', 'Rival Field Messenger', 'messenger', 'Green', 45, { special: 'future' }),
  bag('24-MB02', 'Fusion Backpack', 'backpack', 'Purple', 59, { special: 'open-from', isNew: true }),
  bag('24-UB02', 'Impulse Duffle', 'duffle', 'Blue', 74, { isNew: true, eco: true }),
  bag('24-WB01', 'Voyage Yoga Bag', 'duffle', 'Multi', 32),
  bag('24-WB02', 'Compete Track Tote', 'messenger', 'Red', 32),
  bag('24-WB05', 'Savvy Shoulder Tote', 'messenger', 'Orange', 32, { special: 'open-to' }),
  bag('24-WB06', 'Endeavor Daytrip Backpack', 'backpack', 'Green', 33, { eco: true }),
  bag('24-WB03', 'Driven Backpack', 'backpack', 'Black', 36),
  bag('24-WB07', 'Overnight Duffle', 'duffle', 'Gray', 45, { disabled: true }),
  bag('24-WB04', 'Push It Messenger Bag', 'messenger', 'Black', 45, { customOptions: 'embroidery' }),
  watch('24-MG04', 'Aim Analog Watch', 'Black', 45, { special: 'always' }),
  watch('24-MG01', 'Endurance Watch', 'Blue', 49, { erin: true }),
  watch('24-MG03', 'Summit Watch', 'Gray', 54, { outOfStock: true }),
  watch('24-MG05', 'Cruise Dual Analog Watch', 'Black', 55, { tierPrices: true }),
  watch('24-MG02', 'Dash Digital Watch', 'Red', 92),
  watch('24-WG09', 'Luma Analog Watch', 'Purple', 43, { isNew: true }),
  watch('24-WG01', 'Bolo Sport Watch', 'Green', 49),
  watch('24-WG03', 'Clamber Watch', 'Orange', 54),
  fitness('24-UG01', 'Quest Lumaflex™ Band', 'band', 'Orange', 19),
  fitness('24-UG02', 'Pursuit Lumaflex™ Tone Band', 'band', 'Purple', 16),
  fitness('24-UG03', 'Harmony Lumaflex™ Strength Band Kit', 'band', 'Multi', 22, { erin: true }),
  fitness('24-UG04', 'Zing Jump Rope', 'rope', 'Red', 12),
  fitness('24-UG05', 'Nimbus Foam Roller', 'roller', 'Blue', 24, { visibility: 2 }),
  fitness('24-UG06', 'Affirm Water Bottle', 'bottle', 'Green', 7, {
    tierPrices: true,
    customOptions: 'bottle',
    eco: true,
  }),
  fitness('24-UG07', 'Dual Handle Cardio Ball', 'ball', 'Red', 12, { visibility: 3 }),
  fitness('24-WG081-blue', 'Sprite Stasis Ball 55 cm', 'ball', 'Blue', 23),
  fitness('24-WG082-blue', 'Sprite Stasis Ball 65 cm', 'ball', 'Blue', 27),
  fitness('24-WG083-blue', 'Sprite Stasis Ball 75 cm', 'ball', 'Blue', 32),
  fitness('24-WG084', 'Sprite Foam Yoga Brick', 'brick', 'Purple', 5),
  fitness('24-WG085', 'Sprite Yoga Strap 6 foot', 'strap', 'Blue', 14),
  fitness('24-WG086', 'Sprite Yoga Strap 8 foot', 'strap', 'Blue', 17),
  fitness('24-WG087', 'Sprite Yoga Strap 10 foot', 'strap', 'Blue', 21),
  fitness('24-WG088', 'Sprite Foam Roller', 'roller', 'Purple', 19),
  fitness('24-WG089', 'Sprite Yoga Mat', 'mat', 'Purple', 29, { erin: true }),
  {
    sku: 'GC-25',
    name: 'Luma Gift Card $25',
    type: 'virtual',
    categoryId: CATEGORY.gear,
    image: 'giftcard',
    color: 'Red',
    price: 25,
    materials: [],
    activities: [],
    taxClassId: 0,
    customOptions: 'giftcard',
  },
  {
    sku: 'GC-50',
    name: 'Luma Gift Card $50',
    type: 'virtual',
    categoryId: CATEGORY.gear,
    image: 'giftcard',
    color: 'Blue',
    price: 50,
    materials: [],
    activities: [],
    taxClassId: 0,
  },
  {
    sku: 'GC-100',
    name: 'Luma Gift Card $100',
    type: 'virtual',
    categoryId: CATEGORY.gear,
    image: 'giftcard',
    color: 'Black',
    price: 100,
    materials: [],
    activities: [],
    taxClassId: 0,
  },
  {
    sku: 'MEM-1M',
    name: 'Luma Yoga Studio Membership (1 month)',
    type: 'virtual',
    categoryId: CATEGORY.training,
    image: 'giftcard',
    color: 'Green',
    price: 29,
    materials: [],
    activities: ['Yoga'],
    special: 'active',
  },
  video('240-LV04', "Beginner's Yoga", 'Blue', 6, { isNew: true }),
  video('240-LV05', 'LifeLong Fitness IV', 'Green', 14),
  video('240-LV06', 'Yoga Adventure', 'Orange', 22, { special: 'active' }),
  video('240-LV07', 'Solo Power Circuit', 'Red', 14, { erin: true }),
  video('240-LV08', 'Advanced Pilates & Yoga (Strength)', 'Purple', 18),
  video('240-LV09', 'Luma Yoga For Life', 'Gray', 12, { customOptions: 'video' }),
];

export interface FixedBundle extends FixedCases {
  sku: string;
  name: string;
  color: ColorLabel;
  image: GearImageKind;
  options: {
    title: string;
    type: 'select' | 'radio' | 'checkbox' | 'multi';
    required: boolean;
    links: { sku: string; qty: number; isDefault: boolean; canChangeQuantity?: boolean }[];
  }[];
}

export const FIXED_BUNDLES: readonly FixedBundle[] = [
  {
    sku: '24-WG080',
    name: 'Sprite Yoga Companion Kit',
    color: 'Blue',
    image: 'ball',
    customOptions: 'giftwrap',
    erin: true,
    options: [
      {
        title: 'Sprite Stasis Ball',
        type: 'radio',
        required: true,
        links: [
          { sku: '24-WG081-blue', qty: 1, isDefault: true },
          { sku: '24-WG082-blue', qty: 1, isDefault: false },
          { sku: '24-WG083-blue', qty: 1, isDefault: false },
        ],
      },
      {
        title: 'Sprite Foam Yoga Brick',
        type: 'checkbox',
        required: true,
        links: [{ sku: '24-WG084', qty: 1, isDefault: true }],
      },
      {
        title: 'Sprite Yoga Strap',
        type: 'radio',
        required: true,
        links: [
          { sku: '24-WG085', qty: 1, isDefault: true },
          { sku: '24-WG086', qty: 1, isDefault: false },
          { sku: '24-WG087', qty: 1, isDefault: false },
        ],
      },
      {
        title: 'Sprite Foam Roller',
        type: 'checkbox',
        required: false,
        links: [{ sku: '24-WG088', qty: 1, isDefault: false }],
      },
    ],
  },
  {
    sku: '24-WG090',
    name: 'Sprite Yoga Starter Set',
    color: 'Purple',
    image: 'mat',
    isNew: true,
    options: [
      {
        title: 'Yoga Mat',
        type: 'select',
        required: true,
        links: [{ sku: '24-WG089', qty: 1, isDefault: true }],
      },
      {
        title: 'Yoga Bricks',
        type: 'select',
        required: true,
        links: [{ sku: '24-WG084', qty: 2, isDefault: true, canChangeQuantity: true }],
      },
      {
        title: 'Strap',
        type: 'multi',
        required: false,
        links: [
          { sku: '24-WG085', qty: 1, isDefault: false },
          { sku: '24-WG086', qty: 1, isDefault: false },
        ],
      },
    ],
  },
];

export interface FixedGrouped extends FixedCases {
  sku: string;
  name: string;
  color: ColorLabel;
  image: GearImageKind;
  links: string[];
}

export const FIXED_GROUPED: readonly FixedGrouped[] = [
  {
    sku: '24-WG085_Group',
    name: 'Set of Sprite Yoga Straps',
    color: 'Blue',
    image: 'strap',
    links: ['24-WG085', '24-WG086', '24-WG087'],
  },
  {
    sku: '24-WG081_Group',
    name: 'Set of Sprite Stasis Balls',
    color: 'Blue',
    image: 'ball',
    links: ['24-WG081-blue', '24-WG082-blue', '24-WG083-blue'],
    tierPrices: false,
  },
];
