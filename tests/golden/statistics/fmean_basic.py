# fmean converts to float and sums with fsum; weights.
import statistics
print(statistics.fmean([1, 2, 3]), statistics.fmean(iter([0.1, 0.2])), statistics.fmean([0.1, 0.2, 0.4]))
print(statistics.fmean([1, 2], [1, 3]), statistics.fmean([10, 20, 30], weights=[0.25, 0.25, 0.5]))

# expect: 2.0 0.15000000000000002 0.23333333333333336
# expect: 1.75 22.5
