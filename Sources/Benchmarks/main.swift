print("listkit-bench: benchmarks arrive with the performance work")
