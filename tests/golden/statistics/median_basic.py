# median, median_low, median_high of odd and even counts.
import statistics
print(statistics.median([3, 1, 2]), statistics.median([3, 1, 2, 4]), statistics.median([1, 2, 3, 5.5]))
print(statistics.median_low([1, 2, 3, 4]), statistics.median_high([1, 2, 3, 4]), statistics.median_low([5, 1, 3]))
print(statistics.median(['b', 'a', 'c']), statistics.median(iter([2.5, 0.5])))

# expect: 2 2.5 2.5
# expect: 2 3 3
# expect: b 1.5
