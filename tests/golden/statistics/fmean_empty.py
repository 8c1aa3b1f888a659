# fmean of nothing.
import statistics
statistics.fmean(x for x in [])

# expect runtime error: statistics.StatisticsError: fmean requires at least one data point
