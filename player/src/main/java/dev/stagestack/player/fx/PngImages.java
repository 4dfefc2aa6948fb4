package dev.stagestack.player.fx;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;

/**
 * Encodes a JavaFX image as PNG (8-bit RGBA, one IDAT chunk), so the player can write pictures
 * without the Swing bridge: the chain as a PNG for slides.
 */
final class PngImages {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private PngImages() {}

    /** The PNG file of {@code image}. */
    static byte[] encode(Image image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        try {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            png.write(SIGNATURE);
            ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(ihdr);
            out.writeInt(width);
            out.writeInt(height);
            out.write(new byte[] {8, 6, 0, 0, 0}); // 8 bits, RGBA, deflate, no filter method, no interlace
            chunk(png, "IHDR", ihdr.toByteArray());
            chunk(png, "IDAT", pixels(image.getPixelReader(), width, height));
            chunk(png, "IEND", new byte[0]);
            return png.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("cannot encode in memory", e);
        }
    }

    private static byte[] pixels(PixelReader reader, int width, int height) throws IOException {
        ByteArrayOutputStream deflated = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(deflated)) {
            byte[] row = new byte[1 + 4 * width];
            for (int y = 0; y < height; y++) {
                row[0] = 0; // filter: none
                for (int x = 0; x < width; x++) {
                    int argb = reader.getArgb(x, y);
                    row[1 + 4 * x] = (byte) (argb >> 16);
                    row[2 + 4 * x] = (byte) (argb >> 8);
                    row[3 + 4 * x] = (byte) argb;
                    row[4 + 4 * x] = (byte) (argb >>> 24);
                }
                out.write(row);
            }
        }
        return deflated.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream png, String type, byte[] data) throws IOException {
        DataOutputStream out = new DataOutputStream(png);
        out.writeInt(data.length);
        byte[] name = type.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        out.write(name);
        out.write(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt((int) crc.getValue());
    }
}
