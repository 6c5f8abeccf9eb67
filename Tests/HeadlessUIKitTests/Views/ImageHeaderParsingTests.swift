#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@Suite("UIImage(data:): JPEG headers", .timeLimit(.minutes(10)))
struct ImageHeaderParsingTests {
    @Test("A JPEG whose frame header follows fill bytes, a marker without a length and an APP0 segment has its size")
    func jpegAfterFillAndMarkers() {
        let bytes: [UInt8] = [
            0xFF, 0xD8,  // start of image
            0xFF,  // a fill byte
            0xFF, 0x01,  // TEM: no length
            0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,  // APP0 of length 4
            0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03,  // SOF0: 8 bits, 32 high, 64 wide
        ]
        let image = UIImage(data: Data(bytes))
        #expect(image?.size == CGSize(width: 64, height: 32))
    }

    @Test("A JPEG without a frame header is not an image")
    func jpegWithoutFrame() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xD9]
        #expect(UIImage(data: Data(bytes)) == nil)
    }
}
#endif
