package tutor.handout;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.ImageIO;

/** Pictures for the tests: a real small PNG, and a "PNG bomb" whose header promises far more pixels than its bytes. */
public final class Pngs {

    private Pngs() {
    }

    /** A real PNG, decoded by any reader. */
    public static byte[] small(int width, int height) {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * A PNG whose header says {@code width x height} RGB pixels, with a stream of zeros behind it: a few kilobytes
     * that a decoder would unpack into width x height x 4 bytes (30,000 x 30,000 is 3.6 GB) before finding it short.
     */
    public static byte[] bomb(int width, int height) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
            ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
            DataOutputStream d = new DataOutputStream(ihdr);
            d.writeInt(width);
            d.writeInt(height);
            d.write(new byte[] {8, 2, 0, 0, 0});
            chunk(out, "IHDR", ihdr.toByteArray());
            ByteArrayOutputStream idat = new ByteArrayOutputStream();
            try (DeflaterOutputStream z = new DeflaterOutputStream(idat)) {
                z.write(new byte[1 << 20]);
            }
            chunk(out, "IDAT", idat.toByteArray());
            chunk(out, "IEND", new byte[0]);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        DataOutputStream d = new DataOutputStream(out);
        d.writeInt(data.length);
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        d.write(t);
        d.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        d.writeInt((int) crc.getValue());
    }
}
