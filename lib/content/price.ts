const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Prices, on the pricing cards and in the chat assistant's answers, are whole US dollars, shown as "$1,499". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
