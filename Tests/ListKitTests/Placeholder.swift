// Placeholder so the package resolves: Package.swift declares the ListKitTests target; the core engineer owns it.
