# mean of no data is a StatisticsError.
import statistics
print(statistics.mean([5]))
statistics.mean([])

# expect: 5
# expect runtime error: statistics.StatisticsError: mean requires at least one data point
