    // Fill-in: the initializer every UIKit view and view controller subclass with its own designated initializer must
    // have (the article elides it with `...`).
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
