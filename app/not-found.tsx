import Link from "next/link";

export default function NotFound() {
  return (
    <div className="panel empty">
      <h2>Not found</h2>
      <p className="muted">There is nothing here, or it is not shared with you.</p>
      <Link href="/" className="button">
        Back to the library
      </Link>
    </div>
  );
}
