import { MISSING_VALUE } from './date.ts';

const usdFormatter = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 1500000 → 'USD 1,500,000'; no amount → '-'. */
export function formatUsd(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount)
    ? MISSING_VALUE
    : usdFormatter.format(amount);
}
