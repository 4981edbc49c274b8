package tutor;

/** Entry point of the one jar: the window with no arguments, the command line with a command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(tutor.cli.Cli.run(args, System.out, System.err));
    }
}
