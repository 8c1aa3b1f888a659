# quantiles needs two points.
import statistics
statistics.quantiles([1])

# expect runtime error: statistics.StatisticsError: must have at least two data points
