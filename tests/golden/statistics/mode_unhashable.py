# mode counts with a dict: items must be hashable.
import statistics
statistics.mode([[1], [1]])

# expect runtime error: TypeError: unhashable type: 'list'
