# inf and nan pass through mean.
import statistics
print(statistics.mean([1, float('inf')]), statistics.mean([float('inf'), float('-inf')]), statistics.mean([2.0, float('nan')]))

# expect: inf nan nan
