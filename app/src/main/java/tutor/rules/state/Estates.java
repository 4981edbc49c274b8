package tutor.rules.state;

/**
 * Who holds each deed and what stands on it. One array slot per deed, so a deed can never
 * have two holders. Immutable: changes go through {@link #edit()} and come back frozen.
 */
public final class Estates {

    /** Holder value meaning the Bank. */
    public static final int BANK = -1;

    /** Holder value meaning the Free Parking pot of a house rule (money only, never deeds). */
    public static final int POT = -2;

    private final byte[] owner;
    private final byte[] houses;
    private final boolean[] hotel;
    private final boolean[] mortgaged;

    private Estates(byte[] owner, byte[] houses, boolean[] hotel, boolean[] mortgaged) {
        this.owner = owner;
        this.houses = houses;
        this.hotel = hotel;
        this.mortgaged = mortgaged;
    }

    /** Every deed with the Bank, nothing built, nothing mortgaged. */
    public static Estates allWithBank(int deeds) {
        byte[] owner = new byte[deeds];
        java.util.Arrays.fill(owner, (byte) BANK);
        return new Estates(owner, new byte[deeds], new boolean[deeds], new boolean[deeds]);
    }

    public int size() { return owner.length; }
    public int owner(int deed) { return owner[deed]; }
    public int houses(int deed) { return houses[deed]; }
    public boolean hotel(int deed) { return hotel[deed]; }
    public boolean mortgaged(int deed) { return mortgaged[deed]; }

    /** How many deeds a player holds (under Monopoly Junior, ticket booths placed). */
    public int countOwnedBy(int seat) {
        int n = 0;
        for (byte o : owner) {
            if (o == seat) {
                n++;
            }
        }
        return n;
    }

    public boolean improved(int deed) {
        return houses[deed] > 0 || hotel[deed];
    }

    public Editor edit() {
        return new Editor(owner.clone(), houses.clone(), hotel.clone(), mortgaged.clone());
    }

    /** A private working copy; {@link #freeze()} hands back an immutable {@link Estates}. */
    public static final class Editor {
        private final byte[] owner;
        private final byte[] houses;
        private final boolean[] hotel;
        private final boolean[] mortgaged;
        private boolean frozen;

        private Editor(byte[] owner, byte[] houses, boolean[] hotel, boolean[] mortgaged) {
            this.owner = owner;
            this.houses = houses;
            this.hotel = hotel;
            this.mortgaged = mortgaged;
        }

        public int owner(int deed) { return owner[deed]; }
        public int houses(int deed) { return houses[deed]; }
        public boolean hotel(int deed) { return hotel[deed]; }
        public boolean mortgaged(int deed) { return mortgaged[deed]; }

        public Editor owner(int deed, int holder) {
            check();
            owner[deed] = (byte) holder;
            return this;
        }

        public Editor houses(int deed, int count) {
            check();
            houses[deed] = (byte) count;
            return this;
        }

        public Editor hotel(int deed, boolean has) {
            check();
            hotel[deed] = has;
            return this;
        }

        public Editor mortgaged(int deed, boolean is) {
            check();
            mortgaged[deed] = is;
            return this;
        }

        /** An immutable copy of the edits so far; editing goes on. */
        public Estates snapshot() {
            return new Estates(owner.clone(), houses.clone(), hotel.clone(), mortgaged.clone());
        }

        public Estates freeze() {
            frozen = true;
            return new Estates(owner, houses, hotel, mortgaged);
        }

        private void check() {
            if (frozen) {
                throw new IllegalStateException("estates already frozen");
            }
        }
    }
}
