import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed XML document: its name, attributes, text and children, for tests to look into.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLElementNode] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and all below it, in document order.
    var descendantsAndSelf: [XMLElementNode] {
        [self] + children.flatMap(\.descendantsAndSelf)
    }

    /// The elements below this one (and this one) whose `class` attribute is `className`.
    func elements(ofClass className: String) -> [XMLElementNode] {
        descendantsAndSelf.filter { $0.attributes["class"] == className }
    }

    /// The elements below this one (and this one) called `name`.
    func elements(named name: String) -> [XMLElementNode] {
        descendantsAndSelf.filter { $0.name == name }
    }

    /// An attribute read as a number.
    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }
}

/// Parses `text` with Foundation's `XMLParser`.
///
/// - Returns: The root element, or `nil` when the text is not well-formed XML.
func parsedXML(_ text: String) -> XMLElementNode? {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    guard parser.parse(), builder.stack.isEmpty else { return nil }
    return builder.root
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let element = XMLElementNode(name: elementName, attributes: attributes)
        if let parent = stack.last { parent.children.append(element) } else { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
