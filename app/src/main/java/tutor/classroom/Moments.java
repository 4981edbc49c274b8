package tutor.classroom;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.util.ULocale;
import java.time.Instant;
import java.util.Date;

/** A moment (a session's start, homework's closing time) as a language writes a date and time, in this computer's time zone. */
public final class Moments {

    private Moments() {
    }

    public static String of(Instant when, String language) {
        return DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, new ULocale(language)).format(Date.from(when));
    }
}
