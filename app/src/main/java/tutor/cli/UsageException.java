package tutor.cli;

/** A command line that cannot be carried out; its message says what to change. */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
