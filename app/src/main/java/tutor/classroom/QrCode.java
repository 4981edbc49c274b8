package tutor.classroom;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;

/** The join address as a QR code (ZXing), as modules a view paints: true is dark. A quiet zone of two modules. */
public final class QrCode {

    private QrCode() {
    }

    public static boolean[][] of(String text) {
        try {
            BitMatrix m = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0,
                    Map.of(EncodeHintType.MARGIN, 2, EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M));
            boolean[][] out = new boolean[m.getHeight()][m.getWidth()];
            for (int y = 0; y < m.getHeight(); y++) {
                for (int x = 0; x < m.getWidth(); x++) {
                    out[y][x] = m.get(x, y);
                }
            }
            return out;
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot encode " + text, e);
        }
    }
}
