export type Unit = 'C' | 'F';

export interface Reading {
  city: string;
  value: number;
  unit: Unit;
}

export function toCelsius(reading: Reading): number {
  return reading.unit === 'C' ? reading.value : ((reading.value - 32) * 5) / 9;
}
