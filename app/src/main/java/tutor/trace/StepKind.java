package tutor.trace;

/** The closed set of things a trace step can be. */
public enum StepKind {
    /** A rule was applied and produced an outcome. */
    RULE,
    /** A condition was tested; the step's result says whether it held. */
    CONDITION,
    /** Arithmetic with the actual numbers. */
    CALCULATION,
    /** An exception to a rule (an edition clause or house rule) was looked at, whether or not it applied. */
    EXCEPTION,
    /** Something in the game changed: money, a deed, a token, a status. */
    CHANGE,
    /** The move was refused; the step names the rule that forbids it. */
    REJECTED
}
