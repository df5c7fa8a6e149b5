import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path from uqr's module matrix (no injected markup). Always
 * dark on white with a quiet zone, since phone cameras read that best, in either theme.
 */
export function QrCode({
  value,
  label,
  className,
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: "M", border: 2 });
    let d = "";
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
