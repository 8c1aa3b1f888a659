# sorted() and list.sort(): key=, reverse=, stability.
words = ["banana", "Apple", "cherry", "date", "fig", "elder"]
print(sorted(words), sorted(words, key=len), sorted(words, key=len, reverse=True))
print(sorted(words, key=lambda w: w.lower()))
pairs = [(2, "a"), (1, "b"), (2, "c"), (1, "d")]
print(sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
nums = [3, 1.5, 2, -1, 0]
nums.sort()
print(nums, sorted("hello"), sorted((3, 1, 2), reverse=True))

# expect: ['Apple', 'banana', 'cherry', 'date', 'elder', 'fig'] ['fig', 'date', 'Apple', 'elder', 'banana', 'cherry'] ['banana', 'cherry', 'Apple', 'elder', 'date', 'fig']
# expect: ['Apple', 'banana', 'cherry', 'date', 'elder', 'fig']
# expect: [(1, 'b'), (1, 'd'), (2, 'a'), (2, 'c')] [(2, 'a'), (2, 'c'), (1, 'b'), (1, 'd')]
# expect: [-1, 0, 1.5, 2, 3] ['e', 'h', 'l', 'l', 'o'] [3, 2, 1]
