#if !canImport(UIKit) && !canImport(Darwin)
import Synchronization

// On iOS `import UIKit` re-exports Foundation and, through it, Darwin's `libkern/OSAtomic.h`; code written for iOS
// (DiffableDataSources' main-thread dispatcher, for one) calls its counters without importing anything else. Linux has
// no such header, so HeadlessUIKit declares the four counters as Swift imports them from Darwin: deprecated on Apple's
// platforms since iOS 10 and macOS 10.12 (not here, where nothing replaces them for such code), results discardable as
// for every imported C function. On macOS, where Darwin has them, these are absent.
// https://developer.apple.com/documentation/kernel/1576475-osatomicincrement32

/// The lock every counter below takes: the functions are atomic with respect to each other, as Darwin's are.
private let osAtomicLock = Mutex(())

// swift-format-ignore
/// Adds `amount` to the integer `theValue` points to, atomically, and returns the new value (Darwin's
/// `OSAtomicAdd32`). The addition wraps on overflow, as the C function's does. O(1).
@available(iOS, deprecated: 10.0, message: "Use atomic_fetch_add_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@available(macOS, deprecated: 10.12, message: "Use atomic_fetch_add_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@discardableResult
public func OSAtomicAdd32(_ __theAmount: Int32, _ __theValue: UnsafeMutablePointer<Int32>!) -> Int32 {
    osAtomicLock.withLock { _ in
        __theValue.pointee &+= __theAmount
        return __theValue.pointee
    }
}

// swift-format-ignore
/// Adds one to the integer `theValue` points to, atomically, and returns the new value (Darwin's
/// `OSAtomicIncrement32`). O(1).
@available(iOS, deprecated: 10.0, message: "Use atomic_fetch_add_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@available(macOS, deprecated: 10.12, message: "Use atomic_fetch_add_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@discardableResult
public func OSAtomicIncrement32(_ __theValue: UnsafeMutablePointer<Int32>!) -> Int32 {
    OSAtomicAdd32(1, __theValue)
}

// swift-format-ignore
/// Subtracts one from the integer `theValue` points to, atomically, and returns the new value (Darwin's
/// `OSAtomicDecrement32`). O(1).
@available(iOS, deprecated: 10.0, message: "Use atomic_fetch_sub_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@available(macOS, deprecated: 10.12, message: "Use atomic_fetch_sub_explicit(memory_order_relaxed) from <stdatomic.h> instead")
@discardableResult
public func OSAtomicDecrement32(_ __theValue: UnsafeMutablePointer<Int32>!) -> Int32 {
    OSAtomicAdd32(-1, __theValue)
}
#endif
