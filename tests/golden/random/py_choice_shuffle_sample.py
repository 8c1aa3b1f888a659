# choice, shuffle (CPython's algorithm) and sample (pool and set variants).
import random
random.seed(123)
xs = list(range(10))
print(random.choice(xs), random.choice("abcdef"))
random.shuffle(xs)
print(xs)
print(random.sample(xs, 4))
print(random.sample(range(1000000), 6))
print(random.sample(range(100), 10))
print(random.choices(xs, k=5))
print(random.choices(["a", "b", "c"], [1, 2, 7], k=6))

# expect: 0 c
# expect: [7, 5, 9, 2, 3, 8, 0, 4, 6, 1]
# expect: [9, 1, 8, 3]
# expect: [350010, 735775, 257072, 171732, 1751, 949910]
# expect: [55, 99, 11, 76, 48, 8, 0, 40, 93, 57]
# expect: [5, 7, 0, 5, 1]
# expect: ['b', 'c', 'c', 'c', 'a', 'c']
