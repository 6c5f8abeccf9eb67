#if !canImport(UIKit) && !canImport(Darwin)
import HeadlessUIKit
import Testing

/// Darwin's `OSAtomic` counters, which UIKit re-exports through Foundation and code written for iOS calls unchanged:
/// each returns the new value and wraps on overflow, as the C functions do
/// (https://developer.apple.com/documentation/kernel/1576475-osatomicincrement32).
@Suite("OSAtomic counters, as UIKit re-exports them", .timeLimit(.minutes(10)))
struct OSAtomicTests {
    @Test("increment, decrement and add return the new value and change the integer pointed to")
    func countersReturnTheNewValue() {
        let counter = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.initialize(to: 0)
        #expect(OSAtomicIncrement32(counter) == 1)
        #expect(OSAtomicIncrement32(counter) == 2)
        #expect(OSAtomicDecrement32(counter) == 1)
        #expect(OSAtomicAdd32(40, counter) == 41)
        #expect(counter.pointee == 41)
    }

    @Test("adding past Int32.max wraps around, as the C function's arithmetic does")
    func additionWraps() {
        let counter = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.initialize(to: .max)
        #expect(OSAtomicIncrement32(counter) == .min)
    }

    @Test("increments from many threads at once lose none")
    func concurrentIncrementsLoseNone() async {
        let counter = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.initialize(to: 0)
        let address = Int(bitPattern: counter)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let pointer = UnsafeMutablePointer<Int32>(bitPattern: address)
                    for _ in 0..<1_000 { OSAtomicIncrement32(pointer) }
                }
            }
        }
        #expect(counter.pointee == 8_000)
    }
}
#endif
