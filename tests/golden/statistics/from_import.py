# from statistics import ...
from statistics import mean, median, StatisticsError
print(mean([1, 2, 3, 4]), median([4, 1, 7]))
try:
    mean([])
except StatisticsError as e:
    print('StatisticsError:', e)

# expect: 2.5 4
# expect: StatisticsError: mean requires at least one data point
