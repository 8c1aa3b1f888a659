# quantiles: exclusive (the default) and inclusive methods, any n.
import statistics
data = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
print(statistics.quantiles(data), statistics.quantiles(data, n=10, method='inclusive'))
print(statistics.quantiles([1.5, 2, 7, 9.25]), statistics.quantiles([1, 3], n=2), statistics.quantiles([5, 1], n=1))

# expect: [2.75, 5.5, 8.25] [1.9, 2.8, 3.7, 4.6, 5.5, 6.4, 7.3, 8.2, 9.1]
# expect: [1.625, 4.5, 8.6875] [2.0] []
