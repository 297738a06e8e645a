// The clock of a game: play time as text, and a tick that measures it.
// The time itself is G.time (state.js), saved with the game; the
// controller (app.js) decides when it runs: not while the page is hidden,
// paused, typed in or solved.

// clockText writes ms of play as m:ss, or h:mm:ss past an hour.
export function clockText(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const two = (x) => String(x).padStart(2, "0");
  return h ? h + ":" + two(m) + ":" + two(s % 60) : m + ":" + two(s % 60);
}

// startClock calls count(ms) every second with the time the page was
// shown since the last call (0 while it was hidden), and at once when it
// is hidden or shown again, so that no hidden time is counted however
// rarely a background tab's timers fire. It returns that tick, for the
// controller to call when it pauses or resumes.
export function startClock(count) {
  let last = performance.now(), shown = !document.hidden;
  const tick = () => {
    const now = performance.now();
    count(shown ? now - last : 0);
    last = now; shown = !document.hidden;
  };
  document.addEventListener("visibilitychange", tick);
  setInterval(tick, 1000);
  return tick;
}
