package tutor.handout;

import com.openhtmltopdf.extend.FSStream;
import com.openhtmltopdf.extend.FSStreamFactory;
import com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority;
import com.openhtmltopdf.outputdevice.helper.ExternalResourceType;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Base64;
import java.util.Iterator;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * What a printed page may load: nothing but the pictures the tutor drew itself and wrote into the
 * page as {@code data:} images (a lesson's charts). Every other address a page could name (a web
 * address, a file beside the output such as {@code secret.png}, {@code file:///...}, a style sheet, a
 * font, a frame) is refused before it is resolved, after, and again by the stream that would open it,
 * so printing never opens a network connection and never reads a file. A {@code data:} image is
 * refused when its text is longer than {@link #MAX_DATA_URI} characters or when its header says it has
 * more than {@link #MAX_PIXELS} pixels: its size is read before anything is decoded, so a small file
 * that unpacks into gigabytes (a "PNG bomb") never reaches the decoder.
 */
final class ClosedResources {

    /** A chart is 1,000 x 500 pixels, about 60,000 characters as a data: address; eight million is ample. */
    static final int MAX_DATA_URI = 8 * 1024 * 1024;
    /** Pixels a picture may have: 16 million (4,000 x 4,000, 64 MB decoded), thirty times a chart. */
    static final long MAX_PIXELS = 16_000_000L;

    /** Every scheme openhtmltopdf would open a stream for by itself; each gets a stream that is always empty. */
    private static final String[] SCHEMES = {"http", "https", "file", "jar", "ftp", "classpath", "jrt", "mailto"};

    private ClosedResources() {
    }

    /** Closes the builder's page to everything but the tutor's own data: images. */
    static void apply(PdfRendererBuilder builder) {
        builder.useUriResolver((base, uri) -> allowed(uri, ExternalResourceType.IMAGE_RASTER) ? uri : null);
        builder.useExternalResourceAccessControl(ClosedResources::allowed, ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
        builder.useExternalResourceAccessControl(ClosedResources::allowed, ExternalResourceControlPriority.RUN_AFTER_RESOLVING_URI);
        builder.useHttpStreamImplementation(NOTHING);
        builder.useProtocolsStreamImplementation(NOTHING, SCHEMES);
    }

    /** Whether a page may load this address as this kind of resource: only a data: image of a bounded size. */
    static boolean allowed(String uri, ExternalResourceType type) {
        if (uri == null || type != ExternalResourceType.IMAGE_RASTER || uri.length() > MAX_DATA_URI
                || !uri.regionMatches(true, 0, "data:image/", 0, 11)) {
            return false;
        }
        int comma = uri.indexOf(',');
        if (comma < 0 || !uri.substring(0, comma).toLowerCase(Locale.ROOT).endsWith(";base64")) {
            return false;
        }
        byte[] bytes;
        try {
            bytes = Base64.getMimeDecoder().decode(uri.substring(comma + 1));
        } catch (IllegalArgumentException e) {
            return false;
        }
        return pixels(bytes) <= MAX_PIXELS;
    }

    /**
     * How many pixels an image says it has, read from its header by an ImageIO reader without decoding
     * it; {@code Long.MAX_VALUE} when no reader knows it or the header cannot be read.
     */
    static long pixels(byte[] image) {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(image))) {
            Iterator<ImageReader> readers = in == null ? java.util.Collections.emptyIterator() : ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                return Long.MAX_VALUE;
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                long w = reader.getWidth(0);
                long h = reader.getHeight(0);
                return w > 0 && h > 0 ? w * h : Long.MAX_VALUE;
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            return Long.MAX_VALUE;
        }
    }

    /** A stream factory that opens nothing: the last wall, should an address ever pass the checks above. */
    private static final FSStreamFactory NOTHING = url -> new FSStream() {
        @Override
        public InputStream getStream() {
            return null;
        }

        @Override
        public Reader getReader() {
            return null;
        }
    };
}
