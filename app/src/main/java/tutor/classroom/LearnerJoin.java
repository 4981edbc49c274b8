package tutor.classroom;

import java.util.Optional;

/** A learner coming in with the code on the projector and a first name. Called under the session's lock. */
final class LearnerJoin {

    private final ClassSession session;

    LearnerJoin(ClassSession session) {
        this.session = session;
    }

    Admission join(String typedCode, String typedName, String lang) {
        if (session.ended()) {
            return Admission.refused(Refusal.ENDED);
        }
        if (!Secrets.codeMatches(session.code(), typedCode)) {
            return Admission.refused(Refusal.WRONG_CODE);
        }
        Optional<String> name = FirstName.of(typedName);
        if (name.isEmpty()) {
            return Admission.refused(Refusal.BAD_NAME);
        }
        if (session.roll().size() >= ClassSession.MAX_LEARNERS) {
            return Admission.refused(Refusal.FULL);
        }
        if (session.roll().named(name.get()).isPresent()) {
            return Admission.refused(Refusal.NAME_TAKEN);
        }
        String token = Secrets.newToken();
        String hash = Secrets.hash(token);
        Optional<Long> learnerId = session.store().addLearner(session.id(), name.get(), hash, session.now());
        if (learnerId.isEmpty()) {
            return Admission.refused(Refusal.NAME_TAKEN);
        }
        Seat seat = new Seat(learnerId.get(), name.get(), hash, Seat.speaks(lang) ? lang : session.language());
        session.store().keepSeat(seat.id, 0, seat.language);
        session.seatUp(seat);
        session.changed(ClassSession.Change.TALLY);
        return new Admission(seat, token, null);
    }
}
