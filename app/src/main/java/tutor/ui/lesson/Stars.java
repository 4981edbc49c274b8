package tutor.ui.lesson;

/** A lesson's stars as the shelf shows them: ★★☆ (filled for each earned, of three). */
final class Stars {

    static final int MAX = 3;

    private Stars() {
    }

    static String of(int stars) {
        int n = Math.max(0, Math.min(MAX, stars));
        return "\u2605".repeat(n) + "\u2606".repeat(MAX - n);
    }
}
