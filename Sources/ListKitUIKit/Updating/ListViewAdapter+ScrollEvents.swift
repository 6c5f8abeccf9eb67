#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Each method forwards to `scrollViewDelegate`: on iOS only if it implements the method (UIKit's optional
// requirements), on HeadlessUIKit always (its requirements have UIKit's defaults).
extension ListViewAdapter: UIScrollViewDelegate {
    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidScroll?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidScroll(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidZoom?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidZoom(scrollView)
            #endif
        }
    }

    /// Tells a bound ``PagingListViewModel`` that the user scrolls (``PagingListViewModel/userDidScroll()``), and
    /// forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        answering {
            nearEndTriggers.userDidScroll()
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginDragging?(scrollView)
            #else
            scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``, which may change where the scroll comes to rest.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillEndDragging?(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #else
            scrollViewDelegate?.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            #else
            scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginDecelerating?(scrollView)
            #else
            scrollViewDelegate?.scrollViewWillBeginDecelerating(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndDecelerating?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
            #endif
        }
    }

    /// The view ``scrollViewDelegate`` zooms, if any; `nil` (no zooming) without one, as UIKit's default.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.viewForZooming?(in: scrollView) ?? nil
            #else
            scrollViewDelegate?.viewForZooming(in: scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
            #else
            scrollViewDelegate?.scrollViewWillBeginZooming(scrollView, with: view)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
            #else
            scrollViewDelegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
            #endif
        }
    }

    /// What ``scrollViewDelegate`` answers; `true` (the scroll to the top is allowed) without one, as UIKit's default.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
            #else
            scrollViewDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidScrollToTop?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidScrollToTop(scrollView)
            #endif
        }
    }

    /// Forwards to ``scrollViewDelegate``.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        answering {
            #if canImport(UIKit)
            scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
            #else
            scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
            #endif
        }
    }
}
