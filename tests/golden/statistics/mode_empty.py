# No mode for empty data.
import statistics
statistics.mode([])

# expect runtime error: statistics.StatisticsError: no mode for empty data
