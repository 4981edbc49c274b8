package tutor.trace;

/**
 * An open trace step, closed by try-with-resources so every step is closed even when a rule
 * throws: {@code try (Step s = t.step(...)) { ... }}.
 */
@FunctionalInterface
public interface Step extends AutoCloseable {

    /** Ends the step. */
    @Override
    void close();

    /** The step of a tracer that records nothing. */
    Step NONE = () -> { };
}
