#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIImage from files and data", .timeLimit(.minutes(10)))
struct UIImageDataTests {
    /// The first bytes of a PNG of the size: the signature and the IHDR chunk.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG's first segments: start of image, an APP0 segment to skip, then a baseline frame header.
    private func jpegHeader(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46]
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08]
        bytes += withUnsafeBytes(of: height.bigEndian) { Array($0) }
        bytes += withUnsafeBytes(of: width.bigEndian) { Array($0) }
        bytes += [0x03]
        return Data(bytes)
    }

    @Test("contentsOfFile reads a PNG's size from its header, and @2x in the name is its scale")
    func pngFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("icon.png")
        let retina = directory.appendingPathComponent("icon@2x.png")
        try pngHeader(width: 64, height: 32).write(to: plain)
        try pngHeader(width: 64, height: 32).write(to: retina)
        let image = try #require(UIImage(contentsOfFile: plain.path))
        #expect(image.size == CGSize(width: 64, height: 32) && image.scale == 1 && image.name == "icon.png")
        let scaled = try #require(UIImage(contentsOfFile: retina.path))
        #expect(scaled.size == CGSize(width: 32, height: 16) && scaled.scale == 2)
    }

    @Test("A missing file or data that is no image gives nil")
    func notAnImage() {
        #expect(UIImage(contentsOfFile: "/nonexistent/\(UUID()).png") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
    }

    @Test("JPEG and GIF data give their sizes, divided by the scale")
    func jpegAndGIF() {
        #expect(UIImage(data: jpegHeader(width: 300, height: 200))?.size == CGSize(width: 300, height: 200))
        #expect(UIImage(data: jpegHeader(width: 300, height: 200), scale: 2)?.size == CGSize(width: 150, height: 100))
        let gif = Data(Array("GIF89a".utf8) + [0x0A, 0x00, 0x14, 0x00])
        #expect(UIImage(data: gif)?.size == CGSize(width: 10, height: 20))
    }
}
#endif
