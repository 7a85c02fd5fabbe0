import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const guard = vi.hoisted(() => ({
  requireStaffAction: vi.fn(),
  refuseCrossSite: vi.fn(),
}));

vi.mock('./guard', () => guard);
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
}));

const { adminAction, adminStateAction, formInput } = await import('./action');

const staff = { id: 's1', email: 'sales@agency.example', name: 'Sales', role: 'sales' as const };

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

async function redirectOf(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => undefined,
    (thrown: { url?: string }) => thrown,
  );
  return (error as { url: string }).url;
}

describe('formInput', () => {
  it('keeps the first text value of each field, trimmed, and leaves out blanks and files', () => {
    const input = formInput(
      form([
        ['id', ' 12 '],
        ['id', '13'],
        ['note', '   '],
        ['file', new Blob(['x'])],
      ]),
    );
    expect(input).toEqual({ id: '12' });
    expect(formInput(undefined)).toEqual({});
  });
});

describe('adminAction', () => {
  beforeEach(() => {
    guard.requireStaffAction.mockReset().mockResolvedValue(staff);
  });

  const action = (run = vi.fn(async () => ({ to: '/admin/leads/1', query: { done: 'note' }, hash: 'outcome' }))) => ({
    run,
    action: adminAction('/admin/leads', {
      schema: z.object({ id: z.coerce.number().int().positive() }),
      refused: () => ({ to: '/admin/leads', query: { error: 'id' } }),
      run,
    }),
  });

  it('checks the area of its path before it reads the form', async () => {
    guard.requireStaffAction.mockRejectedValue(new Error('NEXT_HTTP_ERROR_FALLBACK;403'));
    const { action: post, run } = action();
    await expect(post(form([['id', '1']]))).rejects.toThrow('403');
    expect(guard.requireStaffAction).toHaveBeenCalledWith('/admin/leads');
    expect(run).not.toHaveBeenCalled();
  });

  it('answers a valid form with a redirect to its outcome, a refused one with the refusal', async () => {
    const { action: post, run } = action();
    expect(await redirectOf(post(form([['id', '1']])))).toBe('/admin/leads/1?done=note#outcome');
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ input: { id: 1 } }), staff);
    expect(await redirectOf(post(form([['id', 'x']])))).toBe('/admin/leads?error=id');
  });
});

describe('adminStateAction', () => {
  it('answers with the next state, or the refusal built from the previous one', async () => {
    guard.requireStaffAction.mockReset().mockResolvedValue(staff);
    const find = adminStateAction<z.ZodObject<{ email: z.ZodEmail }>, { email?: string; error?: string }>(
      '/admin/leads/privacy',
      {
        schema: z.object({ email: z.email() }),
        refused: (issues, _input, previous) => ({ ...previous, error: issues[0].message }),
        run: async ({ input }) => ({ email: input.email }),
      },
    );
    expect(await find({}, form([['email', 'a@b.example']]))).toEqual({ email: 'a@b.example' });
    expect(await find({ email: 'old@b.example' }, form([['email', 'nope']]))).toMatchObject({
      email: 'old@b.example',
      error: expect.any(String),
    });
  });
});
