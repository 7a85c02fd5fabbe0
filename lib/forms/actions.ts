'use server';

import { headers } from 'next/headers';
import type { FormState } from './form-state';
import { submitForm } from './submit-form';
import { chatContactForm, inquiryForm } from './submissions';

/** The contact page's inquiry form when it posts without JavaScript (docs/architecture.md#forms-without-javascript). */
export async function sendInquiry(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitForm({ headers: await headers() }, formData, inquiryForm);
}

/** The chat's contact step when it posts without JavaScript. */
export async function sendChatContact(_previous: FormState, formData: FormData): Promise<FormState> {
  return submitForm({ headers: await headers() }, formData, chatContactForm);
}
