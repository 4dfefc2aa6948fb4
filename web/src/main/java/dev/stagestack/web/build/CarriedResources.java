package dev.stagestack.web.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * Tells TeaVM which class-path resources a page program carries, so that behaviours read them in the browser
 * with {@code getResourceAsStream} as on the JVM (docs/web.md, "Behaviours in the page"): every resource named,
 * one a line, in a {@value #LIST} file of the compiled class path. Runs in TeaVM's compiler only, never in a
 * page nor in the command line.
 */
public final class CarriedResources implements ResourceSupplier {

    /** The file, in each jar or classes folder, naming the resources its behaviours read. */
    public static final String LIST = "META-INF/stagestack-web-resources";

    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        List<String> names = new ArrayList<>();
        try {
            Enumeration<URL> lists = context.getClassLoader().getResources(LIST);
            while (lists.hasMoreElements()) {
                names.addAll(namesIn(lists.nextElement()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names.toArray(new String[0]);
    }

    private static List<String> namesIn(URL list) throws IOException {
        List<String> names = new ArrayList<>();
        try (InputStream in = list.openStream()) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("#")) {
                    names.add(name);
                }
            }
        }
        return names;
    }
}
