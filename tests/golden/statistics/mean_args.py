# mean binds its argument as a Python function does.
import statistics
print(statistics.mean(data=[1, 2]))
statistics.mean()

# expect: 1.5
# expect runtime error: TypeError: mean() missing 1 required positional argument: 'data'
