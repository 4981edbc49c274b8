package tutor.classroom;

/** What became of a learner's answer, move or hint request: carried out, or refused and why. */
public record Outcome(boolean recorded, Refusal refusal) {
    static Outcome ok() {
        return new Outcome(true, null);
    }

    static Outcome no(Refusal r) {
        return new Outcome(false, r);
    }
}
