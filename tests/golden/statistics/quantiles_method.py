# quantiles knows two methods.
import statistics
statistics.quantiles([1, 2], method='nearest')

# expect runtime error: ValueError: Unknown method: 'nearest'
