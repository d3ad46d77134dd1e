/** An area's own stylesheet; React hoists it into <head> and keeps one copy per name. */
export function Stylesheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="default">
      {css}
    </style>
  );
}
