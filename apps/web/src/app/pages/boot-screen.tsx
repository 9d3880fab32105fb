/** The page area for the instant before the first route's code has arrived (the layout is already there). */
export function BootScreen() {
  return <div style={{ minHeight: '60vh' }} aria-busy="true" />;
}
