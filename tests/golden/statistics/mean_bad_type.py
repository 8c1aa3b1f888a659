# mean needs numbers.
import statistics
statistics.mean([1, 'two'])

# expect runtime error: TypeError: can't convert type 'str' to numerator/denominator
