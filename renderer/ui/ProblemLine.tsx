/** A dialog's refusal or failure, read out by screen readers as it appears; nothing when there is none. */
export function ProblemLine({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="problems" role="alert">
      {message}
    </p>
  ) : null;
}
