# fmean's weights must match the data.
import statistics
statistics.fmean([1, 2], [1])

# expect runtime error: statistics.StatisticsError: data and weights must be the same length
