/** Placeholder while the page is built in this session; replaced before the session ends. */
export default function JoinRoomPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl p-8">
      <h1 className="text-2xl font-bold">Join a workshop room</h1>
    </main>
  );
}
