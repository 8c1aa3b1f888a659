# ints give an int when the mean is whole, else a float; bools count as ints.
import statistics
print(statistics.mean([1, 2, 3]), statistics.mean([1, 2]), statistics.mean([True, 2]), statistics.mean([-3, 3]))
print(statistics.mean([10**30, 10**30 + 2]), statistics.mean([10**30, 3]), statistics.mean(range(101)))

# expect: 2 1.5 1.5 0
# expect: 1000000000000000000000000000001 5e+29 50
