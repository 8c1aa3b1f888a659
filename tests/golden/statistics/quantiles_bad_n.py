# quantiles needs n >= 1.
import statistics
statistics.quantiles([1, 2], n=0)

# expect runtime error: statistics.StatisticsError: n must be at least 1
