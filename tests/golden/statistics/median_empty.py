# No median for empty data.
import statistics
statistics.median_high([])

# expect runtime error: statistics.StatisticsError: no median for empty data
