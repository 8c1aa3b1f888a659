# accumulate: running sums, running maxima, floats.
import itertools
print(list(itertools.accumulate([1, 2, 3, 4])))
print(list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.accumulate([0.1, 0.2, 0.3])))

# expect: [1, 3, 6, 10]
# expect: [3, 3, 4, 4, 5]
# expect: [0.1, 0.30000000000000004, 0.6000000000000001]
