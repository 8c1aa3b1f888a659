# The population variance needs one point.
import statistics
statistics.pvariance([])

# expect runtime error: statistics.StatisticsError: pvariance requires at least one data point
