# The sample variance needs two points.
import statistics
statistics.variance([1])

# expect runtime error: statistics.StatisticsError: variance requires at least two data points
