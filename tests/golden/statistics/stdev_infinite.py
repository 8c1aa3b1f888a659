# stdev of data with an infinity fails as CPython's does.
import statistics
statistics.stdev([1, float('inf')])

# expect runtime error: AttributeError: 'float' object has no attribute 'numerator'
