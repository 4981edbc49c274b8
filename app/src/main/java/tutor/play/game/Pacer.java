package tutor.play.game;

/**
 * When the computer may make its next move, so that each ruling can be read: a state machine with
 * no thread and no clock of its own. The window drives it from a Swing timer whose delay is
 * {@link #delayMillis()}; each tick asks {@link #mayMove()}. Paused, nothing moves until
 * {@link #step()} allows exactly one move.
 *
 * <p>Speeds, slowest first: 4 s, 2 s, 1 s, 0.4 s and 0.1 s between moves. The default (2 s) gives
 * a learner time to see the ruling's first lines before the next one; the fastest still shows
 * every ruling in the timeline.
 */
public final class Pacer {

    /** Milliseconds between computer moves, slowest first. */
    private static final int[] DELAYS = {4000, 2000, 1000, 400, 100};
    public static final int SPEEDS = DELAYS.length;
    public static final int DEFAULT_SPEED = 1;

    private int speed = DEFAULT_SPEED;
    private boolean paused;
    private boolean stepAllowed;

    /** The speed, 0 (slowest) to {@code SPEEDS - 1} (fastest). */
    public int speed() {
        return speed;
    }

    public void speed(int s) {
        if (s < 0 || s >= SPEEDS) {
            throw new IllegalArgumentException("speed is 0 to " + (SPEEDS - 1) + ", not " + s);
        }
        speed = s;
    }

    public int delayMillis() {
        return DELAYS[speed];
    }

    public boolean paused() {
        return paused;
    }

    public void pause() {
        paused = true;
        stepAllowed = false;
    }

    public void resume() {
        paused = false;
        stepAllowed = false;
    }

    /** Paused: allows one computer move, then waits again. Playing: pauses after the next move. */
    public void step() {
        paused = true;
        stepAllowed = true;
    }

    /** Whether the computer may move now; a step allowed while paused is used up by asking. */
    public boolean mayMove() {
        if (!paused) {
            return true;
        }
        if (stepAllowed) {
            stepAllowed = false;
            return true;
        }
        return false;
    }
}
