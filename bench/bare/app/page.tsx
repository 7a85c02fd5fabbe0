export default function Page() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Bare Next.js page</h1>
      <p className="mt-4 text-lg">
        A heading and a paragraph rendered by Next.js 16 with next-themes, sonner and Tailwind CSS 4: the floor the
        site&apos;s benchmark figures are compared with.
      </p>
    </div>
  );
}
