package tutor.classroom;

/** A learner let into a class session (their seat, and the token that lets them back in: given once, kept only hashed), or refused. */
public record Admission(Seat seat, String token, Refusal refusal) {
    public boolean admitted() {
        return refusal == null;
    }

    static Admission refused(Refusal r) {
        return new Admission(null, null, r);
    }
}
