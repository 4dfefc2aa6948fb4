package dev.stagestack.player.fx;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/** Writes small real asset files for player tests: a solid-colour PNG and a sine-tone WAV. */
final class AssetFiles {

    private AssetFiles() {}

    /** A {@code size}×{@code size} PNG of one RGB colour. */
    static Path png(Path file, int size, int rgb) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        for (int y = 0; y < size; y++) {
            raw.write(0);
            for (int x = 0; x < size; x++) {
                raw.write(rgb >> 16 & 0xff);
                raw.write(rgb >> 8 & 0xff);
                raw.write(rgb & 0xff);
            }
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        chunk(
                png,
                "IHDR",
                ByteBuffer.allocate(13)
                        .putInt(size)
                        .putInt(size)
                        .put((byte) 8)
                        .put((byte) 2)
                        .put((byte) 0)
                        .put((byte) 0)
                        .put((byte) 0)
                        .array());
        chunk(png, "IDAT", deflate(raw.toByteArray()));
        chunk(png, "IEND", new byte[0]);
        Files.createDirectories(file.getParent());
        return Files.write(file, png.toByteArray());
    }

    /** A mono 16-bit 22050 Hz WAV of a sine tone. */
    static Path wav(Path file, double hertz, double seconds) throws IOException {
        int rate = 22050;
        int samples = (int) (rate * seconds);
        ByteBuffer b = ByteBuffer.allocate(44 + samples * 2).order(ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes())
                .putInt(36 + samples * 2)
                .put("WAVEfmt ".getBytes())
                .putInt(16)
                .putShort((short) 1)
                .putShort((short) 1)
                .putInt(rate)
                .putInt(rate * 2)
                .putShort((short) 2)
                .putShort((short) 16)
                .put("data".getBytes())
                .putInt(samples * 2);
        for (int i = 0; i < samples; i++) {
            b.putShort((short) (Math.sin(2 * Math.PI * hertz * i / rate) * 8000));
        }
        Files.createDirectories(file.getParent());
        return Files.write(file, b.array());
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        CRC32 crc = new CRC32();
        crc.update(type.getBytes());
        crc.update(data);
        out.write(ByteBuffer.allocate(4).putInt(data.length).array());
        out.write(type.getBytes());
        out.write(data);
        out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private static byte[] deflate(byte[] data) {
        Deflater deflater = new Deflater();
        deflater.setInput(data);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        return out.toByteArray();
    }
}
