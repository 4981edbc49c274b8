package tutor.cli;

import java.io.PrintStream;

/** The command line. */
public final class Cli {

    private Cli() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        out.println("Monopoly Rules Tutor");
        return 0;
    }
}
