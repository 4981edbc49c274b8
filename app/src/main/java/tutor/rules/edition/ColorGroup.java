package tutor.rules.edition;

import java.util.List;

/** A colour group (or the railroads, or the utilities) and the deeds in it. */
public record ColorGroup(int index, String id, String name, String color, List<Integer> deeds) {

    public ColorGroup {
        deeds = List.copyOf(deeds);
    }
}
