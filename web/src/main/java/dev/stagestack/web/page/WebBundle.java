package dev.stagestack.web.page;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * A page program: the model and runtime compiled to JavaScript by TeaVM, with the behaviours it was compiled
 * with (docs/web.md, "Behaviours in the page"). The web module's own has none; a jar that carries another names
 * it in a {@value #DESCRIPTION} file: {@code script=} the program's resource, {@code behaviors=} the ids of its
 * behaviours, comma-separated, and, optionally, {@code resolution=} the game's logical size as
 * {@code WIDTHxHEIGHT} ({@value #DEFAULT_WIDTH}x{@value #DEFAULT_HEIGHT} when not said), the size of the canvas
 * its states draw on.
 *
 * @param script     the program's class-path resource, without a leading slash
 * @param behaviors  the ids of the behaviours compiled into it
 * @param resolution the logical size of the canvas the behaviours draw on
 * @param loader     the class loader that finds {@code script}; null for the web module's own program
 */
public record WebBundle(String script, Set<String> behaviors, Resolution resolution, ClassLoader loader) {

    /** The file that describes a jar's page program. */
    public static final String DESCRIPTION = "META-INF/stagestack-web-bundle.properties";

    /** The canvas' width when a program's description names no resolution. */
    public static final int DEFAULT_WIDTH = 640;

    /** The canvas' height when a program's description names no resolution. */
    public static final int DEFAULT_HEIGHT = 480;

    /**
     * A game's logical size, the pixels its states' {@code Surface} has, shown scaled to fit (letterboxed).
     *
     * @param width  pixels across, 16 to 7680
     * @param height pixels down, 16 to 4320
     */
    public record Resolution(int width, int height) {

        /** A size within the bounds above; else an {@link IllegalArgumentException} saying which. */
        public Resolution {
            if (width < 16 || width > 7680 || height < 16 || height > 4320) {
                throw new IllegalArgumentException(width + "x" + height + " is outside 16x16 to 7680x4320");
            }
        }

        /** {@code WIDTHxHEIGHT} ({@code 640x360}) read; else an {@link IllegalArgumentException} saying why. */
        public static Resolution parse(String text) {
            String[] parts = text.strip().split("x", -1);
            if (parts.length != 2 || !digits(parts[0]) || !digits(parts[1])) {
                throw new IllegalArgumentException(
                        "\"" + text.strip() + "\" is not WIDTHxHEIGHT in pixels, such as 640x360");
            }
            return new Resolution(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        }

        private static boolean digits(String text) {
            return !text.isEmpty() && text.length() <= 5 && text.chars().allMatch(c -> c >= '0' && c <= '9');
        }
    }

    /** The web module's own program: the model and runtime, no behaviours. */
    public static WebBundle builtIn() {
        // read through the web module's own class (no loader): on the module path a class loader does not
        // hand out a resource of a named module's package, and the program's folder is one
        return new WebBundle(
                WebPage.SCRIPT_RESOURCE.substring(1), Set.of(), new Resolution(DEFAULT_WIDTH, DEFAULT_HEIGHT), null);
    }

    /**
     * The program a graph naming behaviours {@code ids} runs on: the built-in one for none, else the first
     * program on {@code loader}'s class path that has every one; empty when none has them all. A description
     * that cannot be read is an {@link IllegalArgumentException} naming its file ({@link #all}).
     */
    public static Optional<WebBundle> covering(Set<String> ids, ClassLoader loader) {
        if (ids.isEmpty()) {
            return Optional.of(builtIn());
        }
        return all(loader).stream().filter(b -> b.behaviors().containsAll(ids)).findFirst();
    }

    /**
     * The programs described on {@code loader}'s class path, in class-path order (the built-in one not included).
     * A description whose {@code resolution} cannot be read is an {@link IllegalArgumentException} naming the
     * file and saying why.
     */
    public static List<WebBundle> all(ClassLoader loader) {
        List<WebBundle> bundles = new ArrayList<>();
        try {
            Enumeration<URL> found = loader.getResources(DESCRIPTION);
            while (found.hasMoreElements()) {
                bundles.add(read(found.nextElement(), loader));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bundles;
    }

    private static WebBundle read(URL description, ClassLoader loader) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = description.openStream()) {
            properties.load(in);
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String id : properties.getProperty("behaviors", "").split(",")) {
            if (!id.isBlank()) {
                ids.add(id.strip());
            }
        }
        return new WebBundle(
                properties.getProperty("script", "").strip(),
                Set.copyOf(ids),
                resolution(description, properties),
                loader);
    }

    private static Resolution resolution(URL description, Properties properties) {
        String text = properties.getProperty("resolution");
        if (text == null) {
            return new Resolution(DEFAULT_WIDTH, DEFAULT_HEIGHT);
        }
        try {
            return Resolution.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(description + ": resolution: " + e.getMessage(), e);
        }
    }

    /** The program's JavaScript. */
    String javaScript() {
        InputStream in =
                loader == null ? WebPage.class.getResourceAsStream("/" + script) : loader.getResourceAsStream(script);
        return WebPage.text(in, script, "the build that made its jar compiles it");
    }
}
