package tutor;

/** Entry point of the one jar: the window with no arguments (when there is a display), the command line with a command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        int code = tutor.cli.Cli.run(args, System.out, System.err);
        if (code >= 0) {
            System.exit(code);
        }
        // A negative code means the window is open: the JVM ends when it closes.
    }
}
