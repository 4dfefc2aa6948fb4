package dev.stagestack.player.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every package one module of the repository uses from another is exported by that module's
 * descriptor (src/main/moditect/module-info.java), so that no code works on the class path and
 * fails on the module path with an {@code IllegalAccessError} ({@link ModulePathIT} runs the
 * built jars there). Read from the sources: an import or a qualified name of a class of another
 * module's package is a use.
 */
class ModuleExportsTest {
    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern USED_PACKAGE = Pattern.compile("\\bdev\\.stagestack((?:\\.[a-z][a-z0-9]*)+)\\.[A-Z]");
    private static final Pattern EXPORT = Pattern.compile("exports\\s+([\\w.]+)\\s*(?:to\\s+([\\w.,\\s]+))?;");
    private static final Pattern MODULE_NAME = Pattern.compile("module\\s+([\\w.]+)\\s*\\{");

    /** A module of the repository with a descriptor: its name, packages and exports (package to the modules it is exported to, empty for all). */
    private record Descriptor(String name, Set<String> packages, Map<String, Set<String>> exports) {
        boolean exportsTo(String pkg, String user) {
            Set<String> to = exports.get(pkg);
            return to != null && (to.isEmpty() || to.contains(user));
        }
    }

    @Test
    void everyPackageAModuleUsesFromAnotherIsExportedToIt() throws IOException {
        Map<String, Descriptor> byFolder = descriptors();
        List<String> hidden = new ArrayList<>();
        for (Path module : moduleFolders()) {
            String folder = module.getFileName().toString();
            String user = byFolder.containsKey(folder) ? byFolder.get(folder).name() : folder + " (no descriptor)";
            for (Map.Entry<String, Set<String>> use : usedPackages(module).entrySet()) {
                for (Descriptor owner : byFolder.values()) {
                    if (!owner.name().equals(user)
                            && owner.packages().contains(use.getKey())
                            && !owner.exportsTo(use.getKey(), user)) {
                        hidden.add(user + " uses " + use.getKey() + " ("
                                + use.getValue().iterator().next() + "), which " + owner.name() + " does not export");
                    }
                }
            }
        }
        assertEquals(List.of(), hidden);
    }

    @Test
    void theDescriptorsAreFoundAndEachNamesOnlyItsOwnPackages() throws IOException {
        Map<String, Descriptor> byFolder = descriptors();
        assertEquals(Set.of("shared-model", "runtime", "tools", "test-kit", "web", "player"), byFolder.keySet());
        for (Descriptor d : byFolder.values()) {
            assertTrue(
                    d.packages().containsAll(d.exports().keySet()), d.name() + " exports a package it does not have");
        }
    }

    private static Map<String, Descriptor> descriptors() throws IOException {
        Map<String, Descriptor> found = new TreeMap<>();
        for (Path module : moduleFolders()) {
            Path file = module.resolve("src/main/moditect/module-info.java");
            if (Files.isRegularFile(file)) {
                String text =
                        Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
                Matcher name = MODULE_NAME.matcher(text);
                assertTrue(name.find(), file + " names no module");
                Map<String, Set<String>> exports = new TreeMap<>();
                Matcher export = EXPORT.matcher(text);
                while (export.find()) {
                    Set<String> to = new TreeSet<>();
                    if (export.group(2) != null) {
                        for (String target : export.group(2).split(",")) {
                            to.add(target.trim());
                        }
                    }
                    exports.put(export.group(1), to);
                }
                found.put(module.getFileName().toString(), new Descriptor(name.group(1), packages(module), exports));
            }
        }
        return found;
    }

    private static List<Path> moduleFolders() throws IOException {
        try (Stream<Path> folders = Files.list(REPOSITORY)) {
            return folders.filter(f -> Files.isDirectory(f.resolve("src/main/java")))
                    .sorted()
                    .toList();
        }
    }

    private static Set<String> packages(Path module) throws IOException {
        Path sources = module.resolve("src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
            Set<String> packages = new TreeSet<>();
            files.filter(f -> f.toString().endsWith(".java")
                            && !f.getFileName().toString().equals("module-info.java"))
                    .forEach(f -> packages.add(
                            sources.relativize(f.getParent()).toString().replace('/', '.')));
            return packages;
        }
    }

    /** Each package of the project the module's code names, with a file that names it. */
    private static Map<String, Set<String>> usedPackages(Path module) throws IOException {
        Path sources = module.resolve("src/main/java");
        Map<String, Set<String>> used = new TreeMap<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher use = USED_PACKAGE.matcher(Files.readString(file));
                while (use.find()) {
                    used.computeIfAbsent("dev.stagestack" + use.group(1), p -> new TreeSet<>())
                            .add(REPOSITORY.relativize(file).toString());
                }
            }
        }
        return used;
    }
}
