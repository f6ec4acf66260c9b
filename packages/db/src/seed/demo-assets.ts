import { sql } from 'kysely';
import type { Db } from '../client';

// Demonstration asset types (brand), assets (product) and vendors (clients-and-reference-data.md §2). Costs are
// ringgit as the database stores them: indicative 2026 Malaysian list prices of new units. Other demo seeds (the
// companies' agreements) refer to these rows by name, so the names below are part of the seed's contract.

export interface SeedAsset {
  name: string;
  cost: string;
}

export interface SeedAssetType {
  name: string;
  assets: readonly SeedAsset[];
}

export const DEMO_ASSET_TYPES: readonly SeedAssetType[] = [
  {
    name: 'Caterpillar',
    assets: [
      { name: '320 GC Hydraulic Excavator', cost: '628000.00' },
      { name: '336 Hydraulic Excavator', cost: '1185000.00' },
      { name: '950 GC Wheel Loader', cost: '795000.00' },
      { name: 'D6 Track-Type Tractor', cost: '1480000.00' },
      { name: '140 Motor Grader', cost: '1095000.00' },
    ],
  },
  {
    name: 'Komatsu',
    assets: [
      { name: 'PC200-10M0 Hydraulic Excavator', cost: '548000.00' },
      { name: 'PC300-8M0 Hydraulic Excavator', cost: '885000.00' },
      { name: 'WA380-6 Wheel Loader', cost: '698000.00' },
      { name: 'D65EX-18 Bulldozer', cost: '1265000.00' },
    ],
  },
  {
    name: 'Hitachi',
    assets: [
      { name: 'ZX135US-5G Excavator', cost: '425000.00' },
      { name: 'ZX200-5G Excavator', cost: '518000.00' },
      { name: 'ZX350H-5G Excavator', cost: '895000.00' },
    ],
  },
  {
    name: 'Kobelco',
    assets: [
      { name: 'SK75-8 Mini Excavator', cost: '258000.00' },
      { name: 'SK200-10 Excavator', cost: '505000.00' },
      { name: 'SK350LC-10 Excavator', cost: '925000.00' },
    ],
  },
  {
    name: 'Volvo',
    assets: [
      { name: 'FH 500 6x4 Prime Mover', cost: '598000.00' },
      { name: 'FM 420 6x4 Tipper', cost: '548000.00' },
      { name: 'EC210D Excavator', cost: '565000.00' },
      { name: 'L120H Wheel Loader', cost: '858000.00' },
    ],
  },
  {
    name: 'Scania',
    assets: [
      { name: 'R 450 A6x4NA Prime Mover', cost: '588000.00' },
      { name: 'G 410 B6x4 Tipper', cost: '528000.00' },
      { name: 'P 360 B6x2 Cargo Truck', cost: '436000.00' },
    ],
  },
  {
    name: 'Hino',
    assets: [
      { name: '300 Series XZU730 Lorry', cost: '148500.00' },
      { name: '500 Series FG8J Cargo Lorry', cost: '258000.00' },
      { name: '500 Series FM2P Prime Mover', cost: '365000.00' },
      { name: '700 Series SH1E Prime Mover', cost: '525000.00' },
    ],
  },
  {
    name: 'Isuzu',
    assets: [
      { name: 'NLR 77 Light Truck', cost: '119800.00' },
      { name: 'NPR 75 Lorry', cost: '156500.00' },
      { name: 'FVZ 34 Tipper', cost: '325000.00' },
      { name: 'GXZ 360 Prime Mover', cost: '428000.00' },
    ],
  },
  {
    name: 'Tadano',
    assets: [
      { name: 'TM-ZE305MH Truck Loader Crane', cost: '118000.00' },
      { name: 'GR-500EXL Rough Terrain Crane', cost: '1880000.00' },
      { name: 'GR-1000XL Rough Terrain Crane', cost: '3250000.00' },
    ],
  },
  {
    name: 'SANY',
    assets: [
      { name: 'SY215C Excavator', cost: '435000.00' },
      { name: 'SY500H Excavator', cost: '1058000.00' },
      { name: 'STC250 Truck Crane', cost: '985000.00' },
    ],
  },
  {
    name: 'XCMG',
    assets: [
      { name: 'XE215DA Excavator', cost: '392000.00' },
      { name: 'LW500FN Wheel Loader', cost: '425000.00' },
      { name: 'XCT25 Truck Crane', cost: '928000.00' },
    ],
  },
  {
    name: 'Toyota',
    assets: [
      { name: '8FD25 Diesel Forklift', cost: '106000.00' },
      { name: '8FBN25 Electric Forklift', cost: '138000.00' },
    ],
  },
];

export const DEMO_VENDORS: readonly string[] = [
  'Sin Heng Chan (Malaya) Sdn Bhd',
  'Jentera Utama Machinery Sdn Bhd',
  'Kim Seng Heavy Equipment (M) Sdn Bhd',
  'Lian Hup Crane & Machinery Sdn Bhd',
  'Perkasa Truck Centre Sdn Bhd',
  'Selangor Prime Mover Sales Sdn Bhd',
  'Borneo Jentera Trading Sdn Bhd',
  'Hock Lee Forklift Services Sdn Bhd',
  'Pantai Timur Motor Trading Sdn Bhd',
  'Megah Excavator Sales & Services Sdn Bhd',
  'Syarikat Kenderaan Berat Tan & Sons Sdn Bhd',
  'Utara Lorry Centre (Prai) Sdn Bhd',
];

const byLowerName = (column: string, name: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${name.toLowerCase()}`;

/** Asset types with their assets, and vendors. Idempotent: rows are looked up by name before inserting. */
export async function seedDemoAssets(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const type of DEMO_ASSET_TYPES) {
      let brand = await trx
        .selectFrom('brand')
        .select('id')
        .where('deletedAt', 'is', null)
        .where(byLowerName('brand.name', type.name))
        .executeTakeFirst();
      brand ??= await trx
        .insertInto('brand')
        .values({ name: type.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const asset of type.assets) {
        const existing = await trx
          .selectFrom('product')
          .select('id')
          .where('brandId', '=', brand.id)
          .where('deletedAt', 'is', null)
          .where(byLowerName('product.name', asset.name))
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto('product')
            .values({ brandId: brand.id, name: asset.name, cost: asset.cost })
            .execute();
        }
      }
    }
    for (const name of DEMO_VENDORS) {
      const existing = await trx
        .selectFrom('vendor')
        .select('id')
        .where('deletedAt', 'is', null)
        .where(byLowerName('vendor.name', name))
        .executeTakeFirst();
      if (!existing) await trx.insertInto('vendor').values({ name }).execute();
    }
  });
}
