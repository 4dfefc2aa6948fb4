package dev.stagestack.web.page;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.assets.StateAssetTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The images, sounds and music a graph's states declare, carried in its page as data URIs (docs/web.md,
 * "Images and sounds"): read as {@code stagestack trace} reads them ({@link FileBytesLoader}: inside the
 * graph's folder, bounded), each file once. A file that cannot be read is carried as its failure, so the
 * page's run fails to load it with the same words as a run on the JVM.
 */
final class CarriedAssets {

    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "png", "image/png",
            "jpg", "image/jpeg",
            "jpeg", "image/jpeg",
            "gif", "image/gif",
            "webp", "image/webp",
            "svg", "image/svg+xml",
            "wav", "audio/wav",
            "mp3", "audio/mpeg",
            "ogg", "audio/ogg",
            "m4a", "audio/mp4");

    private CarriedAssets() {}

    /** The hidden elements carrying every asset of {@code graph}, read from {@code folder}. */
    static void append(StringBuilder page, Graph graph, Path folder) {
        FileBytesLoader files = new FileBytesLoader(folder);
        TreeSet<AssetKey> keys = new TreeSet<>();
        for (StateDef state : graph.states()) {
            keys.addAll(StateAssetTable.of(state.assets()).all());
        }
        for (AssetKey key : keys) {
            page.append("<div hidden class=\"asset\" data-kind=\"")
                    .append(key.kind().name())
                    .append("\" data-path=\"")
                    .append(WebPage.escaped(key.path()))
                    .append('"');
            try {
                byte[] bytes = (byte[]) files.load(key);
                page.append(">data:")
                        .append(mediaType(key.path()))
                        .append(";base64,")
                        .append(Base64.getEncoder().encodeToString(bytes));
            } catch (IOException e) {
                page.append(" data-failure=\"")
                        .append(WebPage.escaped(String.valueOf(e.getMessage())))
                        .append("\">");
            }
            page.append("</div>\n");
        }
    }

    /** The media type a browser needs to decode the file, by its extension. */
    static String mediaType(String path) {
        int dot = path.lastIndexOf('.');
        String extension = dot < 0 ? "" : path.substring(dot + 1).toLowerCase(Locale.ROOT);
        return MEDIA_TYPES.getOrDefault(extension, "application/octet-stream");
    }
}
