package dev.stagestack.model.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GraphLoader.load(Path) checks declared assets against the graph file's folder. */
class AssetFilesTest {

    @TempDir
    Path root;

    private Path graphWith(String assets, String transitionSound) throws IOException {
        Path folder = Files.createDirectories(root.resolve("game"));
        String sound = transitionSound == null ? "" : ", \"sound\": \"" + transitionSound + "\"";
        String text = "{\n  \"format\": \"stagestack\", \"version\": 1, \"name\": \"g\", \"initial\": \"a\",\n"
                + "  \"states\": [\n    { \"id\": \"a\",\n      \"assets\": " + assets + " }\n  ],\n"
                + "  \"transitions\": [ { \"id\": \"t\", \"from\": \"a\", \"trigger\": { \"type\": \"key\", \"key\": \"A\" },"
                + " \"actions\": [ { \"op\": \"pop\" } ]" + sound + " } ]\n}\n";
        return Files.writeString(folder.resolve("g.stagestack.json"), text);
    }

    private static List<String> errors(LoadedGraph loaded) {
        return loaded.problems().stream()
                .filter(Problem::isError)
                .map(Problem::format)
                .collect(Collectors.toList());
    }

    @Test
    void presentFilesInsideTheFolderLoadCleanly() throws IOException {
        Path file = graphWith(
                "{ \"images\": { \"logo\": \"art/logo.png\" }, \"sounds\": { \"click\": \"click.wav\" } }", "click");
        Files.createDirectories(file.resolveSibling("art"));
        Files.write(file.resolveSibling("art/logo.png"), new byte[] {1});
        Files.write(file.resolveSibling("click.wav"), new byte[] {1});

        LoadedGraph loaded = GraphLoader.load(file);

        assertEquals(List.of(), errors(loaded));
        assertTrue(loaded.isRunnable());
    }

    @Test
    void aMissingFileIsAnErrorAtItsValue() throws IOException {
        Path file = graphWith("{ \"music\": \"music/theme.wav\" }", null);

        LoadedGraph loaded = GraphLoader.load(file);

        assertEquals(
                List.of(file + ":5:28: states[0].assets.music: asset file \"music/theme.wav\" not found (looked for "
                        + file.resolveSibling("music/theme.wav") + ")"),
                errors(loaded));
        assertEquals(AssetPaths.MISSING, loaded.problems().get(0).code());
    }

    @Test
    void aParentSegmentIsRefusedBeforeTheDiskIsAsked() throws IOException {
        Path file = graphWith("{ \"music\": \"../x.wav\" }", null);
        Files.write(root.resolve("x.wav"), new byte[] {1});

        assertEquals(
                List.of(file + ":5:28: states[0].assets.music: path \"../x.wav\" leaves the graph's folder"),
                errors(GraphLoader.load(file)));
    }

    @Test
    void anAbsolutePathIsRefused() throws IOException {
        Path outside = Files.write(root.resolve("x.png"), new byte[] {1});
        Path file = graphWith("{ \"images\": { \"x\": \"" + outside + "\" } }", null);

        assertEquals(
                List.of(file + ":5:36: states[0].assets.images.x: path \"" + outside + "\" leaves the graph's folder"),
                errors(GraphLoader.load(file)));
    }

    @Test
    void aSymbolicLinkLeadingOutsideIsRefused() throws IOException {
        Path outside = Files.write(root.resolve("secret.wav"), new byte[] {1});
        Path file = graphWith("{ \"sounds\": { \"s\": \"sfx/s.wav\" } }", null);
        Files.createDirectories(file.resolveSibling("sfx"));
        Files.createSymbolicLink(file.resolveSibling("sfx/s.wav"), outside);

        LoadedGraph loaded = GraphLoader.load(file);

        assertEquals(
                List.of(file + ":5:36: states[0].assets.sounds.s: path \"sfx/s.wav\" leaves the graph's folder"
                        + " (a symbolic link leads to " + outside.toRealPath() + ")"),
                errors(loaded));
        assertEquals(AssetPaths.INVALID_PATH, loaded.problems().get(0).code());
    }

    @Test
    void aSymbolicLinkStayingInsideIsAccepted() throws IOException {
        Path file = graphWith("{ \"sounds\": { \"s\": \"link.wav\" } }", null);
        Path real = Files.write(file.resolveSibling("real.wav"), new byte[] {1});
        Files.createSymbolicLink(file.resolveSibling("link.wav"), real);

        assertEquals(List.of(), errors(GraphLoader.load(file)));
    }

    @Test
    void aFolderIsNotAnAsset() throws IOException {
        Path file = graphWith("{ \"images\": { \"x\": \"art\" } }", null);
        Files.createDirectories(file.resolveSibling("art"));

        assertEquals(
                List.of(file + ":5:36: states[0].assets.images.x: asset path \"art\" is a folder, not a file"),
                errors(GraphLoader.load(file)));
    }

    @Test
    void aTransitionSoundMustBeOneOfItsStatesSounds() throws IOException {
        Path file = graphWith("{ \"sounds\": { \"click\": \"click.wav\" } }", "clik");
        Files.write(file.resolveSibling("click.wav"), new byte[] {1});

        assertEquals(
                List.of(file + ":7:129: transitions[0].sound: state \"a\" declares no sound \"clik\""
                        + " (did you mean \"click\"?)"),
                errors(GraphLoader.load(file)));
    }

    @Test
    void theEditorStoresOnlyPathsInsideTheFolder() {
        Path folder = root.resolve("game");

        assertEquals(Optional.of("art/logo.png"), AssetPaths.relativize(folder, folder.resolve("art/logo.png")));
        assertEquals(Optional.empty(), AssetPaths.relativize(folder, root.resolve("elsewhere.png")));
        assertEquals(Optional.empty(), AssetPaths.relativize(folder, folder));
    }

    @Test
    void loadingTextHasNoFolderSoItChecksSpellingOnly() {
        LoadedGraph loaded = GraphLoader.load(
                "buffer.stagestack.json",
                "{\"format\":\"stagestack\",\"version\":1,"
                        + "\"name\":\"g\",\"initial\":\"a\",\"states\":[{\"id\":\"a\",\"assets\":{\"music\":\"m.wav\"}}],"
                        + "\"transitions\":[]}");

        assertTrue(loaded.isRunnable());
    }
}
