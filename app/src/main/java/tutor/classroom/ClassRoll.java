package tutor.classroom;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The learners of a session in the order they joined, found by id, by rejoin token or by first name. Guarded by the session's lock. */
final class ClassRoll {

    private final Map<Long, Seat> seats = new LinkedHashMap<>();
    private final Map<String, Seat> byToken = new HashMap<>();

    /** Seats a learner just let in or taken back after a restart. */
    void add(Seat seat) {
        seats.put(seat.id, seat);
        byToken.put(seat.tokenHash, seat);
    }

    /** Takes a learner out; false when they were not seated. */
    boolean remove(Seat seat) {
        if (seats.remove(seat.id) == null) {
            return false;
        }
        byToken.remove(seat.tokenHash);
        return true;
    }

    /** The learner a token belongs to. */
    Optional<Seat> byToken(String token) {
        return Secrets.isToken(token) ? Optional.ofNullable(byToken.get(Secrets.hash(token))) : Optional.empty();
    }

    /** The learner whose first name matches as joining matches names (case, accents and width aside). */
    Optional<Seat> named(String typed) {
        Optional<String> name = FirstName.of(typed);
        return name.flatMap(n -> seats.values().stream().filter(s -> FirstName.key(s.name).equals(FirstName.key(n))).findFirst());
    }

    int size() {
        return seats.size();
    }

    List<Seat> all() {
        return List.copyOf(seats.values());
    }
}
