# variance(data, xbar) and pvariance(data, mu) use the given mean as it is.
import statistics
print(statistics.variance([1, 2, 3, 4], 2), statistics.variance([1, 2, 3, 4], 2.5), statistics.pvariance([1.0, 2, 3], 2))
print(statistics.pvariance([1, 2, 3, 4], mu=2.5), statistics.variance([1, 2, 3, 4], xbar=None))

# expect: 2 1.6666666666666667 0.6666666666666666
# expect: 1.25 1.6666666666666667
