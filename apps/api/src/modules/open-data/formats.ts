import { GRID3_COLUMNS } from '@carefinder/db';
import type { PublishedFacility } from './service.ts';

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function ownershipColumns({ ownership, ownershipDetail }: PublishedFacility): [string, string] {
  switch (ownership) {
    case 'public':
      return ['Public', ownershipDetail ?? 'Unknown'];
    case 'private':
      return ['Private', ownershipDetail ? 'For Profit' : 'Unknown'];
    case 'faith_based':
    case 'ngo':
      return ['Private', 'Not For Profit'];
    case 'military':
      return ['Public', 'Military & Paramilitary formations'];
    default:
      return ['Unknown', 'Unknown'];
  }
}

function lastUpdated(facility: PublishedFacility): string {
  return facility.sourceLastUpdated ?? facility.updatedAt.toISOString().slice(0, 10);
}

function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The registry's own 23 columns, so a file we publish imports back unchanged. */
export const csvHeader = () => `${GRID3_COLUMNS.join(',')}\n`;

export function csvRow(facility: PublishedFacility, index: number): string {
  const [ownership, ownershipType] = ownershipColumns(facility);
  const fields = [
    index + 1,
    facility.registryGlobalId ?? (facility.nhfrUid ? facility.id : (facility.sourceId ?? facility.id)),
    facility.nhfrUid,
    facility.nhfrCode,
    'Nigeria',
    'NGA',
    facility.stateName,
    facility.lgaName,
    0,
    facility.ward,
    0,
    facility.name,
    'CAREFINDER',
    ownership,
    ownershipType,
    capitalised(facility.level),
    facility.typeName ?? 'Unknown',
    facility.latitude,
    facility.longitude,
    'CAREFINDER',
    lastUpdated(facility),
    facility.longitude,
    facility.latitude,
  ];
  return `${fields.map(csvField).join(',')}\n`;
}

export function geoJsonFeature(facility: PublishedFacility, publicUrl: string): string | null {
  if (facility.latitude === null || facility.longitude === null) return null;
  return JSON.stringify({
    type: 'Feature',
    id: facility.id,
    geometry: { type: 'Point', coordinates: [facility.longitude, facility.latitude] },
    properties: {
      name: facility.name,
      url: `${publicUrl}/facilities/${facility.id}`,
      facilityType: facility.typeSlug,
      ownership: facility.ownership,
      ownershipDetail: facility.ownershipDetail,
      level: facility.level,
      state: facility.stateAlias,
      lga: facility.lgaName,
      ward: facility.ward,
      nhfrUid: facility.nhfrUid,
      nhfrCode: facility.nhfrCode,
      lastUpdated: lastUpdated(facility),
    },
  });
}
