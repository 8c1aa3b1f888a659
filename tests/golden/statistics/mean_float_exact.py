# mean sums exactly and rounds once: CPython's digits, not those of sum(data) / len(data).
import statistics
data = [0.1, 0.2, 0.4]
print(statistics.mean(data), sum(data) / len(data))
print(statistics.mean([1e50, 1.0, -1e50, 3.0]), statistics.mean([0.1] * 10), statistics.mean([1e308, 1e308]))
print(statistics.mean([1, 2.5]), statistics.mean(iter([0.3, 0.6, 0.9])))

# expect: 0.23333333333333334 0.23333333333333336
# expect: 1.0 0.1 1e+308
# expect: 1.75 0.6
