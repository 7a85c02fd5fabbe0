import type { Frequency } from '@/lib/store/alert-store';

/** `lang`: the label's own language, for a language named in itself ("English" on a Vietnamese page). */
export type Choice = { value: string; label: string; lang?: string };

type PreferenceLabels = {
  languages: string;
  topics: string;
  frequency: string;
  instant: string;
  daily: string;
};

type Props = {
  idPrefix: string;
  labels: PreferenceLabels;
  languages: Choice[];
  topics: Choice[];
  chosen: { languages: string[]; topics: string[]; frequency: Frequency };
  errors?: { languages?: string; topics?: string };
};

function Group({ id, legend, name, type, choices, chosen, error }: {
  id: string;
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  choices: Choice[];
  chosen: string[];
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input type={type} name={name} value={choice.value} defaultChecked={chosen.includes(choice.value)} className="h-4 w-4 accent-brand" />
            {choice.lang ? <span lang={choice.lang}>{choice.label}</span> : choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The languages, topics and frequency of a subscription: the subscribe form's and the manage page's. */
export function AlertPreferenceFields({ idPrefix, labels, languages, topics, chosen, errors = {} }: Props) {
  return (
    <>
      <Group id={`${idPrefix}-languages`} legend={labels.languages} name="languages" type="checkbox" choices={languages} chosen={chosen.languages} error={errors.languages} />
      <Group id={`${idPrefix}-topics`} legend={labels.topics} name="topics" type="checkbox" choices={topics} chosen={chosen.topics} error={errors.topics} />
      <Group
        id={`${idPrefix}-frequency`}
        legend={labels.frequency}
        name="frequency"
        type="radio"
        choices={[
          { value: 'instant', label: labels.instant },
          { value: 'daily', label: labels.daily },
        ]}
        chosen={[chosen.frequency]}
      />
    </>
  );
}
