#if !canImport(UIKit)
import Foundation

extension UITableViewCell: ConfigurationHost {
    func callConfigurationUpdateHandler(with state: UICellConfigurationState) {
        (configurationStorage.updateHandler as? ConfigurationUpdateHandler)?(self, state)
    }

    /// A first configuration's content view takes the margins of the cell's own content view.
    func contentViewWillChange(to new: UIView, hadConfiguration: Bool) {
        if !hadConfiguration { new.layoutMargins = contentView.layoutMargins }
    }

    /// The new content view goes where the cell's layout puts it.
    func contentViewDidChange() {
        layOutContentView()
    }

    /// The least height of a cell whose content view shows a list content configuration of a cell variant: UIKit's
    /// standard 44-point row, separator included (0 for other content).
    var listContentMinimumHeight: CGFloat {
        guard let list = contentView as? UIListContentView,
            let configuration = list.configuration as? UIListContentConfiguration,
            !configuration.style.isHeaderOrFooter
        else { return 0 }
        return UITableView.fallbackRowHeight - separatorHeight
    }
}
#endif
