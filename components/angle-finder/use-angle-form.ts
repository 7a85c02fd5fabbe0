import { useState } from 'react';
import { canSubmitAngles, type Audience } from '@/lib/angle-finder/options';

/** The Angle Finder's fields as the visitor fills them in, and whether they are enough to start. */
export function useAngleForm() {
  const [companyName, setCompanyName] = useState('');
  const [productDescription, setProductDescription] = useState('');
  const [storyGoal, setStoryGoal] = useState('');
  const [audience, setAudience] = useState<Audience[]>([]);
  const [decoy, setDecoy] = useState('');

  const canSubmit = canSubmitAngles({ companyName, productDescription, storyGoal, targetAudience: audience });

  const toggle = (a: Audience) =>
    setAudience((current) => (current.includes(a) ? current.filter((x) => x !== a) : [...current, a]));

  return {
    companyName,
    setCompanyName,
    productDescription,
    setProductDescription,
    storyGoal,
    setStoryGoal,
    audience,
    toggle,
    decoy,
    setDecoy,
    canSubmit,
  };
}

export type AngleForm = ReturnType<typeof useAngleForm>;
