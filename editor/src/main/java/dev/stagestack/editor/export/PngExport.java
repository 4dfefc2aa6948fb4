package dev.stagestack.editor.export;

import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * The whole graph as a PNG at a chosen scale: {@link GraphDrawing} on an {@link ImageSurface}, the
 * same picture as the SVG, whatever the editor's viewport or selection. Headless AWT: no display.
 */
public final class PngExport {
    /** The scales the editor offers. */
    public static final int[] SCALES = {1, 2, 4};
    /** The largest picture drawn: 64 million pixels, 256 MB in memory. */
    static final long MAX_PIXELS = 64_000_000L;

    private PngExport() {}

    /** The image: {@code scale} pixels per graph unit, the size of the drawing's bounds times the scale. */
    public static BufferedImage image(Graph graph, StackInsight insight, int scale) {
        GraphDrawing drawing = new GraphDrawing(graph, insight);
        Rectangle2D box = drawing.bounds();
        int width = (int) Math.ceil(box.getWidth() * scale);
        int height = (int) Math.ceil(box.getHeight() * scale);
        if ((long) width * height > MAX_PIXELS) {
            throw new IllegalArgumentException("the picture would be " + width + " × " + height + " pixels, more than "
                    + MAX_PIXELS / 1_000_000 + " million: use a smaller scale, or SVG");
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            g.translate(-box.getX(), -box.getY());
            drawing.draw(new ImageSurface(g));
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The image as PNG bytes. */
    public static byte[] of(Graph graph, StackInsight insight, int scale) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image(graph, insight, scale), "png", out)) {
            throw new IOException("this Java has no PNG writer");
        }
        return out.toByteArray();
    }
}
