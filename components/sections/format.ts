const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Package prices are whole US dollars, shown as "$1,499". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
