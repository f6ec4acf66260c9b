/**
 * Issue 32 (docs/decisions.md, "Goods under the Hire-Purchase Act 1967"): the Act's First Schedule names consumer
 * goods and motor vehicles (motor cycles, motor cars, buses, and goods vehicles up to 2,540 kg unladen); the
 * construction and lifting machinery an equipment financier hires out is not in it. Asset types (brands) do not
 * say what the asset is (Volvo makes both excavators and lorries), nor does the asset record hold its weight, so the
 * ruling reads the asset's name: a name naming machinery is outside the Act, anything else is treated as under it.
 * When in doubt the notice gives the statutory 21 days, which only gives the hirer more time, whereas a
 * repossession without it would be unlawful for goods under the Act.
 */
export const MACHINERY_WORDS = [
  'excavator',
  'loader',
  'tractor',
  'grader',
  'bulldozer',
  'dozer',
  'crane',
  'forklift',
  'roller',
  'backhoe',
  'paver',
  'compactor',
  'drill',
  'piling',
  'generator',
] as const;

export function isUnderHirePurchaseAct(asset: { assetTypeName: string; assetName: string }): boolean {
  const words = `${asset.assetTypeName} ${asset.assetName}`.toLowerCase();
  return !MACHINERY_WORDS.some((word) => new RegExp(`\\b${word}s?\\b`).test(words));
}
