# Integer draws go through getrandbits rejection (_randbelow).
import random
random.seed(7)
print([random.randint(1, 6) for _ in range(10)])
print([random.randrange(10) for _ in range(5)])
print(random.randrange(3, 100, 7), random.randrange(100, 3, -7))
print(random.randrange(0, 2 ** 40), random.randint(-1000000, 1000000))

# expect: [3, 2, 4, 6, 1, 1, 5, 1, 3, 5]
# expect: [0, 8, 3, 0, 1]
# expect: 45 58
# expect: 528581004175 -809762
