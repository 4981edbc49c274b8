package tutor.lesson;

/** How a lesson is run. */
public enum Mode {
    /** A teacher at a projector: large, questions become discussion with a Reveal button; nothing is scored. */
    PRESENT("present"),
    /** A learner alone: hints on, feedback for each answer, try again; scored 100 / 67 / 33. */
    PRACTISE("practise"),
    /** A test: no hints, one answer per question (right 100, wrong 0), the feedback after answering. */
    QUIZ("quiz");

    private final String id;

    Mode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public boolean scored() {
        return this != PRESENT;
    }

    public static Mode of(String id) {
        for (Mode m : values()) {
            if (m.id.equals(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no mode '" + id + "'; modes: present, practise, quiz");
    }
}
