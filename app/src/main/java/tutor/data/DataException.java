package tutor.data;

/** A data file that cannot be used, with where ({@code file:line:column}) and what. */
public final class DataException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;
    private final String problem;

    public DataException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public String file() { return file; }
    public int line() { return line; }
    public int column() { return column; }
    public String problem() { return problem; }
}
