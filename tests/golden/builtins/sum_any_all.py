# sum with start=, any and all.
print(sum([1, 2, 3]), sum([0.1] * 10), sum([1, 2.5]), sum([], 10), sum([[1], [2]], []), sum(range(101)), sum((1, 2), start=5))
print(any([0, "", None]), any([0, 2]), all([1, "x"]), all([]), any([]), all([1, 0]))

# expect: 6 0.9999999999999999 3.5 10 [1, 2] 5050 8
# expect: False True True True False False
