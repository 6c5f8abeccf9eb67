#if !canImport(UIKit)
import Foundation

/// Which of a section's supplementary views: its header or its footer.
enum HeaderFooterKind {
    /// The view above the section's rows.
    case header
    /// The view below the section's rows.
    case footer
}

extension UITableView {
    /// Shows the headers and footers that intersect the vertical range and takes away the others.
    func layoutHeadersAndFooters(_ geometry: TableGeometry, minY: CGFloat, maxY: CGFloat) {
        syncHeaderFooterViews(
            .header, wanted: geometry.sections(intersecting: minY, maxY, extent: geometry.headerExtent),
            extent: geometry.headerExtent)
        syncHeaderFooterViews(
            .footer, wanted: geometry.sections(intersecting: minY, maxY, extent: geometry.footerExtent),
            extent: geometry.footerExtent)
    }

    private func syncHeaderFooterViews(
        _ kind: HeaderFooterKind, wanted: [Int], extent: (Int) -> (minY: CGFloat, height: CGFloat)
    ) {
        let shown = kind == .header ? visibleHeaderViews : visibleFooterViews
        if wanted.isEmpty && shown.isEmpty { return }
        let wantedSet = Set(wanted)
        for section in shown.keys.filter({ !wantedSet.contains($0) }).sorted() {
            endDisplayingHeaderFooterView(kind, section: section)
        }
        for section in wanted {
            let box = extent(section)
            let frame = CGRect(x: 0, y: box.minY, width: bounds.width, height: box.height)
            if let view = kind == .header ? visibleHeaderViews[section] : visibleFooterViews[section] {
                view.frame = frame
            } else if let view = takeMeasuredView(kind, section: section)
                ?? makeHeaderFooterView(kind, section: section)
            {
                view.frame = frame
                addSubview(view)
                switch kind {
                case .header:
                    visibleHeaderViews[section] = view
                    delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                case .footer:
                    visibleFooterViews[section] = view
                    delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
        }
    }

    /// The view made to measure the section's header or footer in this layout, if any.
    private func takeMeasuredView(_ kind: HeaderFooterKind, section: Int) -> UIView? {
        switch kind {
        case .header: return measuredHeaderViews.removeValue(forKey: section)
        case .footer: return measuredFooterViews.removeValue(forKey: section)
        }
    }

    /// Puts back the views made to measure headers and footers that were not shown.
    func retireMeasuredViews() {
        for (section, view) in measuredHeaderViews { retireUnshown(view, .header, section: section) }
        for (section, view) in measuredFooterViews { retireUnshown(view, .footer, section: section) }
        measuredHeaderViews.removeAll()
        measuredFooterViews.removeAll()
    }

    private func retireUnshown(_ view: UIView, _ kind: HeaderFooterKind, section: Int) {
        if let reusable = view as? UITableViewHeaderFooterView {
            headerFooterReuse.enqueue(reusable, identifier: reusable.reuseIdentifier)
        }
    }

    /// The delegate's view for the header or footer, or the standard one for the data source's title.
    func makeHeaderFooterView(_ kind: HeaderFooterKind, section: Int) -> UIView? {
        switch kind {
        case .header:
            return delegate?.tableView(self, viewForHeaderInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForHeaderInSection: section))
        case .footer:
            return delegate?.tableView(self, viewForFooterInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForFooterInSection: section))
        }
    }

    /// Takes the section's header or footer off screen (see ``retireHeaderFooterView(_:_:section:)``).
    func endDisplayingHeaderFooterView(_ kind: HeaderFooterKind, section: Int) {
        let removed =
            switch kind {
            case .header: visibleHeaderViews.removeValue(forKey: section)
            case .footer: visibleFooterViews.removeValue(forKey: section)
            }
        if let removed { retireHeaderFooterView(removed, kind, section: section) }
    }

    /// Removes a header or footer view that left the screen, tells the delegate, and puts a reusable one in its
    /// reuse queue.
    func retireHeaderFooterView(_ view: UIView, _ kind: HeaderFooterKind, section: Int) {
        view.removeFromSuperview()
        switch kind {
        case .header: delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer: delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView {
            headerFooterReuse.enqueue(reusable, identifier: reusable.reuseIdentifier)
        }
    }

    /// The standard header or footer for a title: a reusable `UITableViewHeaderFooterView` showing it.
    private func titleView(_ title: String?) -> UIView? {
        guard let title else { return nil }
        let view: UITableViewHeaderFooterView
        if let reused = headerFooterReuse.dequeueQueued(Self.titleHeaderFooterIdentifier) {
            reused.prepareForReuse()
            view = reused
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderFooterIdentifier)
        }
        view.textLabel?.text = title
        view.textLabel?.numberOfLines = 0
        return view
    }
}
#endif
