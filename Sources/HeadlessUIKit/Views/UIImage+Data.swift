#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// Reads the image in the file at the path, as UIKit's `init(contentsOfFile:)`: `nil` when there is no readable
    /// file or it is not a PNG, JPEG or GIF image. HeadlessUIKit decodes no pixels: it reads the size from the file's
    /// header; a name ending in `@2x` or `@3x` (before the extension) gives the scale, as in UIKit. ``name`` is the
    /// file's name.
    ///
    /// - Complexity: O(*n*) in the file's size (it is read whole).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let pixels = ImageHeader.pixelSize(of: data)
        else { return nil }
        let name = (path as NSString).lastPathComponent
        let base = (name as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(
            name: name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// Reads a PNG, JPEG or GIF image from the data at scale 1; `nil` for other data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Reads a PNG, JPEG or GIF image from the data at the scale (pixels per point; a scale of 0 or less is taken
    /// as 1); `nil` for other data.
    ///
    /// - Complexity: O(*n*) in the data's size, at worst (a JPEG's segments are skipped to its frame header).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        let scale = scale > 0 ? scale : 1
        self.init(name: nil, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }
}

/// The size in pixels that a PNG, JPEG or GIF file's header gives.
enum ImageHeader {
    /// The width and height in pixels, or `nil` when the data is not a PNG, JPEG or GIF image with a readable size.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        return png(bytes) ?? gif(bytes) ?? jpeg(bytes)
    }

    /// A PNG's size: the IHDR chunk, first after the eight-byte signature, holds the width and height (big-endian).
    private static func png(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return CGSize(
            width: CGFloat(bigEndian(bytes, at: 16, count: 4)), height: CGFloat(bigEndian(bytes, at: 20, count: 4)))
    }

    /// A GIF's size: the logical screen's width and height (little-endian) after the six-byte signature.
    private static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10,
            Array(bytes[0..<6]) == Array("GIF87a".utf8) || Array(bytes[0..<6]) == Array("GIF89a".utf8)
        else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        return CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    /// A JPEG's size: the segments after the start-of-image marker are skipped, by their lengths, to the first
    /// start-of-frame segment, which holds the height and width (big-endian) after its precision byte.
    private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            // Markers without a length: TEM, the restart markers, start and end of image.
            if marker == 0x01 || (0xD0...0xD9).contains(marker) {
                offset += 2
                continue
            }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard offset + 9 <= bytes.count else { return nil }
                let height = bigEndian(bytes, at: offset + 5, count: 2)
                let width = bigEndian(bytes, at: offset + 7, count: 2)
                return CGSize(width: CGFloat(width), height: CGFloat(height))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// The unsigned big-endian number of `count` bytes at `offset`.
    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
#endif
