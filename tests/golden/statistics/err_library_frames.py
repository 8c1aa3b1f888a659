# statistics' errors for too little data are raised in statistics.py: CPython's traceback shows
# that frame and its raise statement under the program's.
import statistics

for call in ["statistics.mean([])", "statistics.median([])", "statistics.mode([])", "statistics.variance([1])"]:
    try:
        eval(call)
    except statistics.StatisticsError as e:
        print(e)
scores = [88]
print(statistics.stdev(scores))
# expect: mean requires at least one data point
# expect: no median for empty data
# expect: no mode for empty data
# expect: variance requires at least two data points
# expect stderr:   File "/usr/lib/python3.11/statistics.py", line 918, in stdev
# expect stderr:     raise StatisticsError('stdev requires at least two data points')
# expect runtime error: statistics.StatisticsError: stdev requires at least two data points
