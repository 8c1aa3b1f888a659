# The sample standard deviation needs two points.
import statistics
statistics.stdev([3.0])

# expect runtime error: statistics.StatisticsError: stdev requires at least two data points
