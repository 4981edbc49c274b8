package tutor.scenario;

/** One mistake in a scenario file: where it is and what is wrong, in plain words. */
public record Problem(String file, int line, int column, String message) {

    @Override
    public String toString() {
        return file + ":" + line + ":" + column + ": " + message;
    }
}
