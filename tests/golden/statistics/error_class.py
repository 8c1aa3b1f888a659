# StatisticsError is a ValueError of the statistics module.
import statistics
print(statistics.StatisticsError, statistics.StatisticsError.__bases__, statistics.StatisticsError.__module__)
try:
    statistics.median([])
except ValueError as e:
    print(type(e).__name__, e, isinstance(e, statistics.StatisticsError))

# expect: <class 'statistics.StatisticsError'> (<class 'ValueError'>,) statistics
# expect: StatisticsError no median for empty data True
