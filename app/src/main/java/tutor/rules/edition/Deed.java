package tutor.rules.edition;

import java.util.Arrays;

/**
 * A Title Deed: a street, a railroad or a utility, with the numbers printed on its card.
 * Rent means, by kind: a street's [site, 1..4 houses, hotel]; a railroad's rent by number owned;
 * a utility's dice multiplier by number owned.
 */
public final class Deed {

    private final int id;
    private final int space;
    private final String name;
    private final SpaceKind kind;
    private final int group;
    private final int price;
    private final int mortgage;
    private final int houseCost;
    private final int hotelCost;
    private final int[] rent;

    public Deed(int id, int space, String name, SpaceKind kind, int group,
                int price, int mortgage, int houseCost, int hotelCost, int[] rent) {
        if (!kind.isDeed()) {
            throw new IllegalArgumentException(name + ": a deed must be a street, railroad or utility");
        }
        this.id = id;
        this.space = space;
        this.name = name;
        this.kind = kind;
        this.group = group;
        this.price = price;
        this.mortgage = mortgage;
        this.houseCost = houseCost;
        this.hotelCost = hotelCost;
        this.rent = rent.clone();
    }

    /** The same deed under another name (an edition's own name for the same lot). */
    public Deed named(String newName) {
        return new Deed(id, space, newName, kind, group, price, mortgage, houseCost, hotelCost, rent);
    }

    public int id() { return id; }
    public int space() { return space; }
    public String name() { return name; }
    public SpaceKind kind() { return kind; }
    /** Index of the deed's group in {@link Board#groups()}. */
    public int group() { return group; }
    public int price() { return price; }
    public int mortgage() { return mortgage; }
    public int houseCost() { return houseCost; }
    public int hotelCost() { return hotelCost; }

    /** Entry {@code i} of the printed rent ladder. */
    public int rent(int i) { return rent[i]; }

    public int rentSteps() { return rent.length; }

    public int[] rentLadder() { return rent.clone(); }

    @Override
    public String toString() {
        return name + " " + Arrays.toString(rent);
    }
}
