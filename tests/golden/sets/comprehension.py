# set comprehensions
print({x % 5 for x in range(23)})
print({(x, y) for x in range(3) for y in range(3) if x < y})
print({len(w) for w in 'a bb cc ddd eee f'.split()})
words = ['Apple', 'apple', 'APPLE', 'pear']
print(len({w.lower() for w in words}))
# expect: {0, 1, 2, 3, 4}
# expect: {(0, 1), (0, 2), (1, 2)}
# expect: {1, 2, 3}
# expect: 2
