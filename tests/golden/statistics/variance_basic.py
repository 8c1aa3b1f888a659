# variance and pvariance: exact; ints give an int when the result is whole.
import statistics
print(statistics.variance([1, 2, 3]), statistics.variance([1, 2, 3, 4]), statistics.pvariance([1, 2, 3, 4]))
print(statistics.variance([0.1, 0.2, 0.4]), statistics.pvariance([1.0]), statistics.pvariance([7]))
print(statistics.variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]), statistics.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(statistics.variance([10**20 + 1, 10**20 + 3, 10**20 + 8]), statistics.variance([1, float('inf')]))

# expect: 1 1.6666666666666667 1.25
# expect: 0.023333333333333334 0.0 0
# expect: 1.3720238095238095 1.25
# expect: 13 inf
