package tutor.classroom;

/** Why a learner's request to a class session was not carried out. */
public enum Refusal { WRONG_CODE, BAD_NAME, NAME_TAKEN, FULL, ENDED, CLOSED, LOCKED, NOT_NOW, INVALID, STALE, ALREADY }
