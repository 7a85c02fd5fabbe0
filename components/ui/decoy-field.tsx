import { HONEYPOT_FIELD } from '@/lib/validation/honeypot';

type DecoyFieldProps = {
  id: string;
  /** Controlled when given; otherwise the form reads the field from its FormData. */
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * The hidden decoy field of every form and tool (docs/behaviour.md#pr-credibility-checker): off-screen,
 * out of the tab order and hidden from assistive technology, so people never fill it and a value means
 * a bot. Named like the API's honeypot so autofilling bots take the bait.
 */
export function DecoyField({ id, value, onChange }: DecoyFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
    </div>
  );
}
