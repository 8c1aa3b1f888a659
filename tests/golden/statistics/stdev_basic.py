# stdev and pstdev: correctly rounded square roots of the exact variances.
import statistics
print(statistics.stdev([1, 2, 3, 4]), statistics.pstdev([1, 2, 3, 4]), statistics.pstdev([1.5, 2.5]))
print(statistics.stdev([0.1, 0.2, 0.3, 0.7, 1e-9]), statistics.pstdev([1e200, 3e200]), statistics.stdev([1e-200, 3e-200, 7e-201]))
print(statistics.stdev([1, 2, 3, 4], 2), statistics.pstdev([5, 5, 5]), statistics.stdev([2, 4, 4, 4, 5, 5, 7, 9]))

# expect: 1.2909944487358056 1.118033988749895 0.5
# expect: 0.2701851214815501 1e+200 1.2503332889007368e-200
# expect: 1.4142135623730951 0.0 2.138089935299395
