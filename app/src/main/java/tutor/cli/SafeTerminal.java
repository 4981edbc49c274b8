package tutor.cli;

import java.io.PrintStream;
import tutor.text.ControlChars;

/**
 * What the command line prints, with every control character a scenario's texts or names may hold
 * shown escaped ({@code \u001B}, see {@link ControlChars}) and never sent raw: a scenario cannot clear
 * the terminal, set its title or rewrite a line of {@code check}'s report. Every text printed goes
 * through {@link #print(String)} (println, printf and append end there too).
 */
final class SafeTerminal extends PrintStream {

    private final PrintStream target;

    private SafeTerminal(PrintStream target) {
        super(target, true);
        this.target = target;
    }

    /** The stream, escaping; a stream that already escapes is returned as it is. */
    static PrintStream of(PrintStream target) {
        return target instanceof SafeTerminal ? target : new SafeTerminal(target);
    }

    /** Text goes to the stream in its own encoding (the terminal's), made visible first. */
    @Override
    public void print(String s) {
        target.print(ControlChars.visible(String.valueOf(s)));
    }

    @Override
    public void println() {
        target.println();
    }

    @Override
    public void flush() {
        target.flush();
    }

    @Override
    public void print(Object o) {
        print(String.valueOf(o));
    }

    @Override
    public void print(char[] s) {
        print(new String(s));
    }

    @Override
    public void print(char c) {
        print(String.valueOf(c));
    }

    @Override
    public void println(String s) {
        synchronized (this) {
            print(s);
            println();
        }
    }

    @Override
    public void println(Object o) {
        println(String.valueOf(o));
    }

    @Override
    public void println(char[] s) {
        println(new String(s));
    }

    @Override
    public void println(char c) {
        println(String.valueOf(c));
    }

    @Override
    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq, int start, int end) {
        print(String.valueOf(csq == null ? "null" : csq.subSequence(start, end)));
        return this;
    }

    @Override
    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
