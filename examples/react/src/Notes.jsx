export default function Notes() {
  return (
    <ul>
      <li>Chapter 3 is worth a second read.</li>
      <li>Look up the footnote on page 112.</li>
    </ul>
  );
}
