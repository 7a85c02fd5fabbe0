/**
 * The hidden decoy field (docs/behaviour.md#pr-credibility-checker): people never see or reach it, so a value means a bot and
 * the submit is silently ignored. Named like the API's honeypot so autofilling bots take the bait.
 */
export function DecoyField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
