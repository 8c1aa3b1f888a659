# map, filter, reversed, iter and next.
print(list(map(lambda x: x * x, [1, 2, 3])), list(map(lambda a, b: a + b, [1, 2], [10, 20, 30])))
print(list(filter(lambda x: x % 2, range(10))), list(filter(None, [0, 1, "", "a"])))
print(list(reversed([1, 2, 3])), list(reversed(range(5))), list(reversed("abc")), list(reversed((1, 2))))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))

# expect: [1, 4, 9] [11, 22]
# expect: [1, 3, 5, 7, 9] [1, 'a']
# expect: [3, 2, 1] [4, 3, 2, 1, 0] ['c', 'b', 'a'] [2, 1]
# expect: 1 2 done
