package dev.stagestack.player.desktop;

import java.util.logging.Filter;
import java.util.logging.Logger;

/**
 * JavaFX started from a fat jar ({@code java -jar stagestack.jar play}) has its classes in the unnamed
 * module and warns "Unsupported JavaFX configuration" at start. The launchers put JavaFX on the module
 * path, the supported way (the {@code stagestack} script and the installed app); for a plain
 * {@code java -jar} this drops that one warning, and only it, so every other JavaFX message still shows.
 */
public final class ClassPathJavaFx {
    /** JavaFX's own logger, held so its filter stays (loggers are weakly referenced). */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    private ClassPathJavaFx() {}

    /** Drops JavaFX's unsupported-configuration warning when JavaFX was loaded from the class path. */
    public static void quietUnsupportedConfigurationWarning() {
        if (javaFxOnClassPath()) {
            Filter previous = JAVAFX.getFilter();
            JAVAFX.setFilter(
                    record -> !String.valueOf(record.getMessage()).startsWith("Unsupported JavaFX configuration")
                            && (previous == null || previous.isLoggable(record)));
        }
    }

    /** Whether JavaFX's classes come from the class path (the unnamed module) rather than its modules. */
    static boolean javaFxOnClassPath() {
        try {
            return !Class.forName("javafx.application.Platform", false, ClassPathJavaFx.class.getClassLoader())
                    .getModule()
                    .isNamed();
        } catch (ClassNotFoundException noJavaFx) {
            return false;
        }
    }
}
