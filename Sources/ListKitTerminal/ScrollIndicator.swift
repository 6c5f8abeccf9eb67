#if !canImport(UIKit)
import Foundation

/// The scroll indicator of a frame: which of its lines show the thumb (the part of the content on screen).
struct ScrollIndicator {
    /// The first line of the thumb and its length in lines; `nil` when the whole content is on screen.
    let thumb: Range<Int>?

    /// Places the thumb for a frame of `lines` lines showing the content from `top` to `bottom` (points) of
    /// `contentHeight`.
    init(top: CGFloat, bottom: CGFloat, contentHeight: CGFloat, lines: Int) {
        guard lines > 0, contentHeight > 0, top > 0 || bottom < contentHeight else {
            thumb = nil
            return
        }
        let scale = CGFloat(lines) / contentHeight
        let length = min(lines, max(1, Int((max(bottom - top, 0) * scale).rounded())))
        var start = min(lines - length, max(0, Int((top * scale).rounded())))
        if bottom >= contentHeight { start = lines - length }
        if top <= 0 { start = 0 }
        thumb = start..<(start + length)
    }

    /// The indicator's character on line `index`: `█` on the thumb, `│` on the track, a space without a thumb.
    func character(at index: Int) -> String {
        guard let thumb else { return " " }
        return thumb.contains(index) ? "█" : "│"
    }
}
#endif
